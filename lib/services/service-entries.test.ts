import { describe, expect, it } from 'vitest';
import { services } from '@/lib/content/services';
import { DEFAULT_SERVICE_IMAGE } from '@/page-kinds/service/shape';
import type { ServiceRecord } from '@/lib/own-data/pages/service-store';
import { serviceEntries } from './service-entries';

const at = '2026-11-27T05:00:00.000Z';
const record = (key: string, fields: Partial<ServiceRecord>): ServiceRecord => ({
  key,
  addedAt: null,
  withdrawnAt: null,
  published: null,
  draft: null,
  ...fields,
});
const payroll = { title: 'Payroll', summary: 'Payslips and RTI.', intro: 'We run it.' };

describe('serviceEntries', () => {
  it('is the shipped services, in the code’s order, at their own addresses, before any publish', () => {
    const entries = serviceEntries([]);
    expect(entries.map((entry) => entry.address)).toEqual(services.map((s) => s.slug));
    expect(entries.every((entry) => entry.status === 'live' && entry.publishedAt === null)).toBe(
      true,
    );
  });

  it('shows a shipped service’s published copy, its new address and when it was published', () => {
    const key = `service:${services[2]!.slug}`;
    const copy = { ...services[2]!, title: 'Hiring', address: 'hiring' };
    const entries = serviceEntries([record(key, { published: { content: copy, at } })]);
    expect(entries[2]).toMatchObject({ key, title: 'Hiring', address: 'hiring', publishedAt: at });
  });

  it('adds the services of the back office after the shipped ones, once published', () => {
    const added = record('service:payroll', {
      addedAt: at,
      draft: { ...payroll, address: 'payroll' },
    });
    expect(serviceEntries([added]).some((entry) => entry.key === 'service:payroll')).toBe(false);
    const drafted = serviceEntries([added], true).at(-1);
    expect(drafted).toMatchObject({ address: 'payroll', status: 'draft', seedSlug: null });
    const live = serviceEntries([
      { ...added, published: { content: { ...payroll, address: 'payroll' }, at } },
    ]).at(-1);
    expect(live).toMatchObject({ title: 'Payroll', status: 'live', image: DEFAULT_SERVICE_IMAGE });
    expect(live?.included).toEqual([]);
  });

  it('marks an unpublished service, and keeps a shipped copy when the stored one is broken', () => {
    const key = `service:${services[0]!.slug}`;
    const entries = serviceEntries([
      record(key, { withdrawnAt: at, published: { content: { title: '' }, at } }),
    ]);
    expect(entries[0]).toMatchObject({ status: 'unpublished', title: services[0]!.title });
  });
});
