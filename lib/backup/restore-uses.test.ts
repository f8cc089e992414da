// The media library's usage table is derived from the texts: a backup leaves it out and a
// restore builds it from the restored texts, so the restored database says where each picture
// is used as a search of every text would, even when the file carries a stale copy of the table
// (made by a build that kept it).
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/own-data/db/client';
import {
  jobs,
  media,
  mediaUses,
  news,
  sitePages,
  sitePageVersions,
} from '@/lib/own-data/db/schema';
import { usesBuilt } from '@/lib/own-data/media/media-uses-store';
import { rebuildOwnUses } from '@/lib/own-data/media/rebuild-own-uses';
import { createDraft } from '@/lib/own-data/news-drafts/draft-store';
import { emptyTarget, freshDatabase } from '@/test/databases';
import { scratchFolder } from '@/test/file-end';
import { everyTextUses, tableUses } from '@/test/media-uses';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const folder = scratchFolder('backups-uses');
const chart = 'AbCdEfGhIjKlMnOpQr_-12';
const desk = 'ZyXwVuTsRqPoNmLkJi_-98';
const picture = (id: string) => `<p>See</p><img src="/media/uploads/${id}.png" alt="A picture" />`;

/** Gunzipped lines of a backup, edited, then signed again as a valid file. */
function edit(file: string, change: (lines: string[]) => void) {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const end = JSON.parse(lines.pop()!) as { rows: Record<string, number>; sha256: string };
  change(lines);
  const body = `${lines.join('\n')}\n`;
  end.rows.media_uses = lines.filter((line) => line.startsWith('{"table":"media_uses"')).length;
  end.sha256 = createHash('sha256').update(body).digest('hex');
  writeFileSync(file, gzipSync(`${body}${JSON.stringify(end)}\n`));
  return lines;
}

describe('a restore and the usage table', { timeout: 150_000 }, () => {
  it('leaves it as every restored text says, whether the file carried a copy or not', async () => {
    const source = await freshDatabase('pglite');
    const db = source.database.db;
    await db.delete(mediaUses);
    await db.insert(media).values(
      [chart, desk].map((id) => ({
        id,
        contentType: 'image/png' as const,
        bytes: new Uint8Array([1]),
      })),
    );
    await db
      .insert(news)
      .values({ title: 'Our office', date: '2026-11-20', description: picture(chart) });
    await db.insert(jobs).values({
      title: 'Receptionist',
      description: '<p>Front desk</p>',
      requirements: picture(desk),
      endDate: '2027-01-31',
    });
    await createDraft(db, {
      title: 'Soon',
      date: '2026-12-01',
      description: picture(desk),
      state: 'draft',
      publishAt: null,
      actor: { id: 1, name: 'Jane Smith', email: 'jane@example.com' },
    });
    await db
      .insert(sitePages)
      .values({ key: 'terms', draft: { body: picture(chart) }, publishedVersion: 1 });
    await db.insert(sitePageVersions).values({
      pageKey: 'terms',
      version: 1,
      content: { body: picture(desk) },
      publishedBy: 'Jane Smith',
    });
    await rebuildOwnUses(db);
    const expected = await everyTextUses(db);
    expect(expected).toHaveLength(5);
    expect(await tableUses(db)).toEqual(expected);

    const plain = path.join(folder, 'uses.jsonl.gz');
    await writeBackup(source.database, plain);
    const file = path.join(folder, 'uses-with-copy.jsonl.gz');
    copyFileSync(plain, file);
    // A stale row, as a build that kept the table in backups would have written it.
    const stale = JSON.stringify({
      media_id: desk,
      kind: 'news',
      place_id: '999',
      draft: false,
      title: 'Gone',
    });
    const lines = edit(file, (all) => {
      const header = JSON.parse(all[0]!) as { tables: { name: string; columns: string[] }[] };
      expect(header.tables.map((table) => table.name)).not.toContain('media_uses');
      header.tables.push({
        name: 'media_uses',
        columns: ['media_id', 'kind', 'place_id', 'draft', 'title'],
      });
      all[0] = JSON.stringify(header);
      all.push(`{"table":"media_uses","row":${stale}}`);
    });
    expect(lines.at(-1)).toContain('"place_id":"999"');
    await source.dispose();

    for (const backup of [plain, file]) {
      const target = await emptyTarget('pglite');
      await restoreBackup(backup, target);
      const restored = await openDatabase(target);
      try {
        expect(await tableUses(restored.db)).toEqual(expected);
        expect(await everyTextUses(restored.db)).toEqual(expected);
        expect(await usesBuilt(restored.db)).toMatchObject({ from: 'own' });
      } finally {
        await restored.close();
      }
    }
  });
});
