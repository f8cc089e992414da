import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { MediaUse } from '@/lib/domain/media-library';
import type { Db } from '@/lib/own-data/db/client';
import { appMeta, mediaUses } from '@/lib/own-data/db/schema';
import { mediaIdsIn } from './media-alt';
import type { PlaceText } from './use-places';

// The usage table (`media_uses`): which uploaded pictures each place's text shows. Kept by every
// write of such a text, in the transaction that writes it where the text is in this database,
// so the media library reads where its pictures are used without reading any text.

/** A place as its rows are keyed: a news draft and the item it is posted as are two places. */
export type PlaceKey = Pick<MediaUse, 'kind' | 'id' | 'draft'>;

const ofPlace = (place: PlaceKey) =>
  and(
    eq(mediaUses.kind, place.kind),
    eq(mediaUses.placeId, place.id),
    eq(mediaUses.draft, place.draft),
  );

const rowsOf = (places: PlaceText[]) =>
  places.flatMap(({ text, ...place }) =>
    mediaIdsIn(text).map((mediaId) => ({
      mediaId,
      kind: place.kind,
      placeId: place.id,
      draft: place.draft,
      title: place.title,
    })),
  );

/** Rows one INSERT sends at most: five parameters each, far under PostgreSQL's 65,535. */
const INSERT_ROWS = 1000;

async function insertRows(db: Db, rows: ReturnType<typeof rowsOf>): Promise<number> {
  for (let at = 0; at < rows.length; at += INSERT_ROWS) {
    await db
      .insert(mediaUses)
      .values(rows.slice(at, at + INSERT_ROWS))
      .onConflictDoNothing();
  }
  return rows.length;
}

/**
 * Runs `write` in a transaction (a savepoint when `db` is one already): a text written where it
 * lives in this database and its uses, recorded by `write`, are kept or lost together.
 */
export const withUses = <T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => write(tx as unknown as Db));

/** The place is gone (removed, or its draft published or discarded): it shows nothing. */
export async function forgetUses(db: Db, place: PlaceKey): Promise<void> {
  await db.delete(mediaUses).where(ofPlace(place));
}

/** The place now shows `text`: its uses become the pictures it holds, and only those. */
export async function recordUses(db: Db, place: MediaUse, text: string): Promise<void> {
  await forgetUses(db, place);
  await insertRows(db, rowsOf([{ ...place, text }]));
}

// News first, then jobs, then pages; within each, what is published before drafts.
const KIND_ORDER = sql`CASE ${mediaUses.kind} WHEN 'news' THEN 0 WHEN 'job' THEN 1 ELSE 2 END`;

/** Where each of these pictures is used (every id a key, [] when unused): one indexed query. */
export async function usesOfMedia(db: Db, ids: string[]): Promise<Map<string, MediaUse[]>> {
  const found = new Map(ids.map((id) => [id, [] as MediaUse[]]));
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(mediaUses)
    .where(inArray(mediaUses.mediaId, ids))
    .orderBy(KIND_ORDER, mediaUses.draft, mediaUses.title, mediaUses.placeId);
  for (const row of rows)
    found.get(row.mediaId)?.push({
      kind: row.kind,
      id: row.placeId,
      title: row.title,
      draft: row.draft,
    });
  return found;
}

/** Rows a rebuild replaces: those of a kind, only its drafts or only the rest when said. */
export type UseScope = { kind: MediaUse['kind']; draft?: boolean };

/**
 * Replaces every row in `scopes` by the uses of `places` (which must all lie in them): what a
 * rebuild from the texts writes. Answers the rows written. Holds the table locked for the rest of the transaction, so a
 * writer's rows cannot interleave with the rebuilt ones (writers wait, then replace their own).
 */
export async function replaceUses(
  db: Db,
  scopes: UseScope[],
  places: PlaceText[],
): Promise<number> {
  await lockUses(db);
  const inScope = scopes.map((scope) =>
    and(
      eq(mediaUses.kind, scope.kind),
      scope.draft === undefined ? undefined : eq(mediaUses.draft, scope.draft),
    ),
  );
  if (inScope.length > 0) await db.delete(mediaUses).where(or(...inScope));
  return insertRows(db, rowsOf(places));
}

/**
 * Takes the table for the transaction's rest: writes of texts wait for it (reads do not). Taken
 * before a rebuild reads the texts, so a text written meanwhile is either read or rewrites its
 * own rows after the rebuild.
 */
export async function lockUses(db: Db): Promise<void> {
  await db.execute(sql`LOCK TABLE ${mediaUses} IN EXCLUSIVE MODE`);
}

/**
 * What the table was last built from: 'own' (this database's texts, news and jobs included: the
 * embedded mode's) or 'api' (news and jobs read from the firm's API), and when. Null: never
 * built (a new or restored database, or one migrated to the table): it must be built first.
 */
export type UsesBuilt = { from: 'own' | 'api'; at: Date };
const BUILT_KEY = 'media_uses_built';

export async function usesBuilt(db: Db): Promise<UsesBuilt | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, BUILT_KEY));
  const [from, at] = row?.value.split(' ') ?? [];
  return (from === 'own' || from === 'api') && at ? { from, at: new Date(at) } : null;
}

export async function markUsesBuilt(db: Db, from: UsesBuilt['from']): Promise<void> {
  const value = `${from} ${new Date().toISOString()}`;
  await db
    .insert(appMeta)
    .values({ key: BUILT_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
}
