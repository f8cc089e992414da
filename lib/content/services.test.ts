import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  getRelatedServices,
  getService,
  getServiceSection,
  services,
  serviceSections,
} from './services';

// The slugs and a fingerprint of the copy as they stood before lib/content/services.ts was split
// into one file per service: the split must change neither a route nor a word.
const slugsBeforeSplit = [
  'caling-handling-management-solutions',
  'caling-handling-management-solutions1',
  'recruitment-services',
  'consultation-services',
  'business-consultancy',
  'cyber-solutions',
  'risk-solutions',
  'diaspora-services',
  'environmental-social-and-governance',
  'compliance-policies-&-procedures',
  'immigration-&-relocation',
  'business-support-services',
  'diary-management',
  'lifestyle-management',
  'back-office-support',
  'general-admin-services',
  'transcription-services',
  'basic-website',
  'content-writing',
  'social-media-support',
];
const fingerprintBeforeSplit = '6ceffd935f0846f3b34a159085791c92c12ae43ce9ffc9fff0d036f9c1c3288d';

describe('services', () => {
  it('lists the same services, in the same order', () => {
    expect(services).toHaveLength(slugsBeforeSplit.length);
    expect(services.map((service) => service.slug)).toEqual(slugsBeforeSplit);
  });

  it('keeps every text and section exactly as before', () => {
    const json = JSON.stringify({ services, serviceSections });
    expect(createHash('sha256').update(json).digest('hex')).toBe(fingerprintBeforeSplit);
  });

  it('puts every service in exactly one section', () => {
    const grouped = serviceSections.flatMap((section) => section.serviceSlugs);
    expect([...grouped].sort()).toEqual([...slugsBeforeSplit].sort());
  });

  it('points every service at an image that exists in public/', () => {
    for (const service of services) {
      expect(existsSync(path.join('public', service.image)), service.image).toBe(true);
    }
  });

  it('finds a service by its raw or percent-encoded slug, with its section and relations', () => {
    expect(getService('immigration-%26-relocation')?.title).toBe('Immigration & Relocation');
    expect(getService('no-such-service')).toBeUndefined();
    expect(getServiceSection('diary-management')?.slug).toBe('business-support');
    expect(getRelatedServices('basic-website').map((service) => service.slug)).toEqual([
      'content-writing',
      'social-media-support',
    ]);
  });
});

describe('the services’ copy as the code ships it', () => {
  it('is valid copy for the service editor, so the first publish never refuses it', async () => {
    const { serviceContentSchema } = await import('@/page-kinds/service/shape');
    for (const service of services) {
      const parsed = serviceContentSchema.safeParse(service);
      expect(parsed.error?.issues ?? [], service.slug).toEqual([]);
    }
  });
});
