import { ORIGINAL_COPY_AUTHOR } from '@/lib/domain/site-page';
import { lit, tsLit } from './literals';
import type { PageCopy } from './page-copies';
import { query } from './statements';
import type { Team } from './team';
import type { YearContext } from './year-context';

/**
 * Pages: the code's copy as version 1, then republished by the editors through the year (the
 * versions shared out between the pages). Pages already edited or published are left alone.
 */
export async function addPageVersions(
  { tx, volumes, end, add }: YearContext,
  pages: PageCopy[],
  team: Team,
): Promise<void> {
  const taken = new Set(
    (
      await query(tx, 'SELECT key FROM site_pages UNION SELECT page_key FROM site_page_versions')
    ).map((row) => String(row.key)),
  );
  const fresh = pages.filter((page) => !taken.has(page.key));
  if (fresh.length === 0) return;
  const versionRows: string[] = [];
  const pageRows: string[] = [];
  const per = (index: number) =>
    Math.floor(volumes.pageVersions / fresh.length) +
    (index < volumes.pageVersions % fresh.length ? 1 : 0);
  fresh.forEach((page, index) => {
    const count = per(index);
    if (count === 0) return;
    const content = `${lit(JSON.stringify(page.content))}::jsonb`;
    let at = end - 365 * 86_400_000;
    let editor: string = ORIGINAL_COPY_AUTHOR;
    let accountId: string | number = 'NULL';
    for (let version = 1; version <= count; version += 1) {
      if (version > 1) {
        // Spread through the year, on working hours; deterministic from the page and version.
        const step = ((index * 7 + version * 13) % 11) + 1;
        at = Math.min(
          end - 3_600_000,
          at + Math.floor((350 / count) * 86_400_000) + step * 3_600_000,
        );
        const who = [2, 5, 0][(index + version) % 3]!;
        editor = team.names[who]!;
        accountId = team.ids[who]!;
      }
      versionRows.push(
        `(${lit(page.key)}, ${version}, ${content}, ${tsLit(at)}, ${lit(editor)}, ${accountId})`,
      );
    }
    pageRows.push(`(${lit(page.key)}, ${count * 2 - 1}, ${lit(editor)}, ${tsLit(at)}, ${count})`);
  });
  await add(
    'pageVersions',
    `INSERT INTO site_page_versions (page_key, version, content, published_at, published_by, account_id)
     VALUES ${versionRows.join(',')}`,
  );
  await add(
    'sitePages',
    `INSERT INTO site_pages (key, revision, saved_by, saved_at, published_version)
     VALUES ${pageRows.join(',')}`,
  );
}
