import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { appMeta } from '@/lib/own-data/db/schema';

const KEY = 'last_backup';
const lastBackupSchema = z.object({ at: z.iso.datetime({ offset: true }), rows: z.number() });
export type LastBackup = z.infer<typeof lastBackupSchema>;

/** Remembers the newest backup's time (its snapshot's), for the dashboard and the schedule. */
export async function recordBackup(db: Db, backup: LastBackup): Promise<void> {
  const value = JSON.stringify(lastBackupSchema.parse(backup));
  await db
    .insert(appMeta)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

export async function lastBackup(db: Db): Promise<LastBackup | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  if (!row) return null;
  const parsed = lastBackupSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

/** What the dashboard says of backups: the newest one's time, and whether they are scheduled. */
export async function backupStatus(): Promise<{ lastAt: string | null; scheduled: boolean }> {
  const last = await lastBackup(await ownDatabase());
  return { lastAt: last?.at ?? null, scheduled: env().BACKUP_DIR !== undefined };
}
