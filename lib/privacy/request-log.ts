import 'server-only';
import { desc } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { privacyRequests, type PrivacyRequestRow } from '@/lib/own-data/db/schema';
import { addressHash, hashPrefix } from './address-hash';
import type { Counts, Remaining } from '@/lib/domain/privacy-request';
import type { PrivacyRequest } from './schema';

const LISTED = 50;

const reshapeRequest = (row: PrivacyRequestRow): PrivacyRequest => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  kind: row.kind,
  hash_prefix: hashPrefix(row.addressHash),
  counts: row.counts,
  remaining: row.remaining,
  outcome: row.remaining.length === 0 ? 'complete' : 'partial',
});

/**
 * Records that a request was carried out, inside the caller's transaction when it passes one:
 * the address only as its keyed hash, the data not at all.
 */
export async function recordRequest(
  db: Db,
  request: {
    kind: PrivacyRequest['kind'];
    address: string;
    counts: Counts;
    remaining?: Remaining[];
  },
): Promise<PrivacyRequest> {
  const [row] = await db
    .insert(privacyRequests)
    .values({
      kind: request.kind,
      addressHash: addressHash(request.address),
      counts: request.counts,
      remaining: request.remaining ?? [],
    })
    .returning();
  return reshapeRequest(row!);
}

/** The latest requests, newest first (from the server's own database unless told another). */
export async function listRequests(db?: Db): Promise<PrivacyRequest[]> {
  const rows = await (db ?? (await ownDatabase()))
    .select()
    .from(privacyRequests)
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(LISTED);
  return rows.map(reshapeRequest);
}
