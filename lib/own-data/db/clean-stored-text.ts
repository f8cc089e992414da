import 'server-only';
import { eq } from 'drizzle-orm';
import { recordUses, withUses } from '@/lib/own-data/media/media-uses-store';
import {
  jobPlace,
  jobText,
  jobTextColumns,
  newsPlace,
  newsTextColumns,
} from '@/lib/own-data/media/use-places';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import type { Database } from './client';
import { appMeta, jobs, news } from './schema';

// Rich text is sanitised as it is written, so text stored before a rule was added keeps what
// the rule now removes. Naming the rules here (change it with them) cleans such text once.
const RULES =
  'sanitize-html allowlist; images from this site only; known classes; highlighted code';
const KEY = 'sanitiser_rules';

/**
 * Runs the one sanitiser again over the news and jobs stored under older rules (embedded mode:
 * the upstream's text is sanitised each time it is read). Idempotent, so instances starting
 * together on one PostgreSQL may both run it. Answers how many records changed.
 */
export async function cleanStoredText({ db }: Database): Promise<number> {
  const [applied] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  if (applied?.value === RULES) return 0;
  let changed = 0;
  const newsRows = await db.select(newsTextColumns).from(news);
  for (const row of newsRows) {
    const description = sanitizeHtml(row.description);
    if (description === row.description) continue;
    // A rule may take a picture out: the media library's record of the text follows it.
    await withUses(db, async (tx) => {
      await tx.update(news).set({ description }).where(eq(news.id, row.id));
      await recordUses(tx, newsPlace(row, false), description);
    });
    changed += 1;
  }
  const jobRows = await db.select(jobTextColumns).from(jobs);
  for (const row of jobRows) {
    const clean = {
      description: sanitizeHtml(row.description),
      requirements: sanitizeHtml(row.requirements),
    };
    if (clean.description === row.description && clean.requirements === row.requirements) continue;
    await withUses(db, async (tx) => {
      await tx.update(jobs).set(clean).where(eq(jobs.id, row.id));
      await recordUses(tx, jobPlace(row), jobText(clean));
    });
    changed += 1;
  }
  await db
    .insert(appMeta)
    .values({ key: KEY, value: RULES })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: RULES } });
  return changed;
}
