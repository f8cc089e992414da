import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reservedAddresses } from './reserved-addresses';

const root = path.resolve(__dirname, '../..');
const entries = (folder: string) => readdirSync(path.join(root, folder));

// A route folder's address: route groups and dynamic segments are not addresses, %5F is _.
const routeSegment = (name: string) =>
  name.startsWith('(') || name.startsWith('[') || /\.(tsx?|css)$/.test(name)
    ? null
    : decodeURIComponent(name).replace(/\.[a-z]+$/, '');

describe('reservedAddresses', () => {
  it('holds every top-level route of app/ and app/(site)/ and every file of public/', () => {
    const routes = [...entries('app'), ...entries('app/(site)')]
      .map(routeSegment)
      .filter((name): name is string => name !== null);
    const files = entries('public').map((name) => name.replace(/\.[a-z]+$/, ''));
    for (const name of [...routes, ...files]) expect(reservedAddresses, name).toContain(name);
  });

  it('holds the fixed pages of the registry and the site’s machinery', () => {
    for (const name of ['about', 'contact-us', 'privacy', 'admin', 'api', 'media', '_next'])
      expect(reservedAddresses).toContain(name);
  });
});
