// The local backup key is refused on any request a proxy forwarded (issue 42), which the app
// tells by X-Forwarded-For: the shipped nginx site must send it on every request it passes on.
// nginx drops a block's inherited proxy_set_header lines as soon as the block sets one itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const conf = readFileSync(path.join(import.meta.dirname, 'crestfield.conf'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .join('\n');

it('sets X-Forwarded-For for every location that passes requests to the app', () => {
  const tls = conf.slice(conf.indexOf('listen 443'));
  expect(tls).toMatch(/^proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;$/m);
  const locations = tls.split(/^location /m).slice(1);
  expect(locations.length).toBeGreaterThanOrEqual(3);
  for (const location of locations) {
    expect(location).toContain('proxy_pass http://crestfield_app;');
    expect(location, location.split('\n')[0]).not.toMatch(/proxy_set_header/);
  }
});
