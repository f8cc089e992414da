import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { jobs } from '@/lib/own-data/db/schema';
import { notFound } from '@/lib/domain/backend-error';
import { PAGE_SIZE, type Page } from '@/lib/domain/paging';
import { type Job, type JobInput } from '@/lib/domain/job';
import { offsetOf, toPage } from '@/lib/own-data/db/paging';
import { forgetUses, recordUses, withUses } from '@/lib/own-data/media/media-uses-store';
import { jobPlace, jobText } from '@/lib/own-data/media/use-places';
import { reshapeJob } from './reshape';

export async function listJobs(db: Db, page: number): Promise<Page<Job>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .orderBy(desc(jobs.startDate), desc(jobs.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ value: count() }).from(jobs),
  ]);
  return toPage(rows.map(reshapeJob), total?.value ?? 0, page);
}

export async function getJob(db: Db, id: number): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ? reshapeJob(row) : null;
}

export async function createJob(db: Db, input: JobInput): Promise<Job> {
  return withUses(db, async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        title: input.title,
        description: input.description,
        requirements: input.requirements,
        endDate: input.end_date,
      })
      .returning();
    await recordUses(tx, jobPlace(row!), jobText(row!));
    return reshapeJob(row!);
  });
}

export async function updateJob(db: Db, id: number, input: JobInput): Promise<Job> {
  return withUses(db, async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({
        title: input.title,
        description: input.description,
        requirements: input.requirements,
        endDate: input.end_date,
      })
      .where(eq(jobs.id, id))
      .returning();
    if (!row) throw notFound('Job');
    await recordUses(tx, jobPlace(row), jobText(row));
    return reshapeJob(row);
  });
}

export async function removeJob(db: Db, id: number): Promise<void> {
  await withUses(db, async (tx) => {
    const removed = await tx.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
    if (removed.length === 0) throw notFound('Job');
    await forgetUses(tx, { kind: 'job', id: String(id), draft: false });
  });
}
