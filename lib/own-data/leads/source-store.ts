import 'server-only';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { anyOf } from '@/lib/own-data/db/any-of';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { leadSources, type LeadSourceRow } from '@/lib/own-data/db/schema';
import { sourceName, type LeadSource } from '@/lib/domain/lead-source';

type Kind = 'message' | 'application';

const reshapeLeadSource = (row: LeadSourceRow): LeadSource => ({
  landing_page: row.landingPage,
  referrer: row.referrer,
  utm_source: row.utmSource,
  utm_medium: row.utmMedium,
  utm_campaign: row.utmCampaign,
});

/**
 * Writes where a lead came from, inside the caller's transaction when it passes one, so that
 * the enquiry or application and its source are stored together or not at all.
 */
export async function insertLeadSource(
  db: Db,
  kind: Kind,
  refId: number,
  source: LeadSource | null,
): Promise<void> {
  if (!source) return;
  await db
    .insert(leadSources)
    .values({
      kind,
      refId,
      landingPage: source.landing_page,
      referrer: source.referrer,
      utmSource: source.utm_source,
      utmMedium: source.utm_medium,
      utmCampaign: source.utm_campaign,
    })
    .onConflictDoNothing();
}

/**
 * For a lead stored elsewhere (the firm's API), after it was accepted: a failure is logged and
 * never fails the enquiry, which exists by then.
 */
export async function recordLeadSource(
  kind: Kind,
  refId: number | null,
  source: LeadSource | null,
) {
  if (refId === null || !source) return;
  try {
    await insertLeadSource(await ownDatabase(), kind, refId, source);
  } catch (error) {
    console.error('[lead source]', error instanceof Error ? error.message : error);
  }
}

/** The sources of these leads, by id. */
export async function leadSourcesOf(kind: Kind, ids: number[]): Promise<Map<number, LeadSource>> {
  if (ids.length === 0) return new Map();
  const db = await ownDatabase();
  const rows = await db
    .select()
    .from(leadSources)
    .where(and(eq(leadSources.kind, kind), anyOf(leadSources.refId, ids)));
  return new Map(rows.map((row) => [row.refId, reshapeLeadSource(row)]));
}

/**
 * Enquiries with a known source over the last `days`, counted by source name. The database
 * groups them by what the name is made of (a month of a busy year is 4,000 rows, a few dozen
 * groups); the names, whose rules live in lib/domain, are merged here.
 */
export async function enquiriesBySource(
  days = 30,
  db?: Db,
): Promise<{ source: string; count: number }[]> {
  const groups = await (db ?? (await ownDatabase()))
    .select({
      utm_source: leadSources.utmSource,
      utm_medium: leadSources.utmMedium,
      referrer: leadSources.referrer,
      count: count(),
    })
    .from(leadSources)
    .where(
      and(
        eq(leadSources.kind, 'message'),
        gte(leadSources.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .groupBy(leadSources.utmSource, leadSources.utmMedium, leadSources.referrer);
  const counts = new Map<string, number>();
  for (const group of groups) {
    const name = sourceName({ ...group, landing_page: null, utm_campaign: null });
    counts.set(name, (counts.get(name) ?? 0) + group.count);
  }
  return [...counts]
    .map(([source, count]) => ({ source, count }))
    .sort((a, b) => b.count - a.count);
}
