import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta, jobs, messages, news, replies, visitors } from './schema';
import { seedJobs, seedMessages, seedNews } from './seed-content';

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Fills an empty database with demo content, once in its life: the marker row makes sure
 * that an administrator who deletes everything does not get the demo back.
 */
export async function seedDemoContent(database: Database, adminUser: string): Promise<boolean> {
  const imageDir = path.join(process.cwd(), 'lib', 'own-data', 'db', 'seed-images');
  const images = await Promise.all(
    seedNews.map((item) => readFile(path.join(imageDir, item.imageFile))),
  );
  return database.db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: 'demo_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0) return false;
    // One after another: a transaction is one connection, which runs one query at a time.
    const counts = [];
    for (const table of [messages, news, jobs]) {
      counts.push(await tx.select({ value: count() }).from(table));
    }
    if (counts.some(([row]) => (row?.value ?? 0) > 0)) return false;

    const now = Date.now();
    await tx.insert(news).values(
      seedNews.map((item, index) => ({
        title: item.title,
        date: isoDay(now - item.daysAgo * DAY),
        description: item.description,
        image: new Uint8Array(images[index]!),
        imageType: 'image/jpeg',
      })),
    );
    await tx.insert(jobs).values(
      seedJobs.map((job, index) => ({
        title: job.title,
        description: job.description,
        requirements: job.requirements,
        startDate: isoDay(now - (index + 2) * DAY),
        endDate: isoDay(now + job.closesInDays * DAY),
      })),
    );
    for (const item of seedMessages) {
      const [row] = await tx
        .insert(messages)
        .values({
          fullName: item.fullName,
          userEmail: item.email,
          user: item.fullName,
          phoneNumber: item.phone,
          serviceOfInterest: item.service,
          description: item.description,
          createdAt: new Date(now - item.hoursAgo * 3_600_000),
        })
        .returning({ id: messages.id });
      if (item.reply && row) {
        await tx.insert(replies).values({
          messageId: row.id,
          user: item.fullName,
          userEmail: item.email,
          replyText: item.reply,
          adminUser,
          createdAt: new Date(now - (item.hoursAgo - 2) * 3_600_000),
        });
      }
    }
    await tx.insert(visitors).values(
      Array.from({ length: 25 }, (_, index) => ({
        createdAt: new Date(now - ((index * 29) % 30) * DAY - index * 1_800_000),
        ipAddress: `203.0.113.${((index * 37) % 254) + 1}`,
      })),
    );
    return true;
  });
}
