import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sourceName, type LeadSource } from '@/lib/domain/lead-source';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { enquiriesBySource } from './source-store';

// The dashboard's "enquiries by source", grouped by the database, checked against the same
// generated sources named and counted by hand: campaigns with and without a medium, referrers
// (one unreadable), direct visits, applications and enquiries older than the window left out.
const SOURCES: LeadSource[] = [
  {
    landing_page: '/',
    referrer: null,
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
  },
  {
    landing_page: '/services',
    referrer: 'https://www.google.com/',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: null,
  },
  {
    landing_page: '/',
    referrer: null,
    utm_source: 'linkedin',
    utm_medium: null,
    utm_campaign: null,
  },
  {
    landing_page: '/contact-us',
    referrer: 'https://www.google.com/search?q=call+handling',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  },
  {
    landing_page: '/',
    referrer: 'https://www.bing.com/',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  },
  {
    landing_page: '/',
    referrer: 'not a url',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  },
  {
    landing_page: '/about-us',
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  },
];
const TOTAL = 400;
const sourceOf = (n: number) => SOURCES[n % SOURCES.length]!;
const daysOld = (n: number) => n % 45;

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`enquiries by source on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await freshDatabase(kind);
      for (let n = 1; n <= TOTAL; n += 1) {
        const source = sourceOf(n);
        await test.database.db.execute(sql`
          INSERT INTO lead_sources (kind, ref_id, created_at, landing_page, referrer, utm_source, utm_medium, utm_campaign)
          VALUES (${n % 10 === 0 ? 'application' : 'message'}, ${n},
            now() - make_interval(days => ${daysOld(n)}::int, hours => 1), ${source.landing_page},
            ${source.referrer}, ${source.utm_source}, ${source.utm_medium}, ${source.utm_campaign})`);
      }
    }, 120_000);
    afterAll(() => test.dispose());

    it('counts the last 30 days’ enquiries per source name as by hand', async () => {
      const counts = new Map<string, number>();
      for (let n = 1; n <= TOTAL; n += 1) {
        if (n % 10 === 0 || daysOld(n) >= 30) continue;
        const name = sourceName(sourceOf(n));
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      const figures = await enquiriesBySource(30, test.database.db);
      expect(new Map(figures.map((entry) => [entry.source, entry.count]))).toEqual(counts);
      // Two referrers of google.com, one unreadable referrer among the direct: merged by name.
      expect([...counts.keys()].sort()).toEqual(
        ['direct', 'linkedin', 'newsletter / email', 'www.bing.com', 'www.google.com'].sort(),
      );
      expect(figures.map((entry) => entry.count)).toEqual(
        [...figures.map((entry) => entry.count)].sort((a, b) => b - a),
      );
    });
  });
}
