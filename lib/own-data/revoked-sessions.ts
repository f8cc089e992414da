import 'server-only';
import { ownDatabase } from './db/own-database';
import { revokedSessions } from './db/schema';

// Sessions ended before their token expires (logouts), kept until that expiry so that every
// instance on one PostgreSQL refuses them. When a session ends is lib/auth's decision.

export async function recordRevokedSession(sid: string, expiresAt: Date): Promise<void> {
  const db = await ownDatabase();
  await db.insert(revokedSessions).values({ sid, expiresAt }).onConflictDoNothing();
}
