import { describe, expect, it } from 'vitest';
import { backendSuite } from '@/test/backend-suite';
import { freshDatabase, type DatabaseKind } from '@/test/databases';
import { seedDemoContent } from '@/lib/own-data/db/seed';
import { createEmbeddedBackend } from '.';

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  backendSuite(`embedded backend on ${kind}`, async () => {
    const test = await freshDatabase(kind);
    return {
      backend: createEmbeddedBackend(test.database, { adminUser: 'admin@example.com' }),
      dispose: test.dispose,
    };
  });

  describe(`demo content on ${kind}`, () => {
    it('seeds an empty database once and never again', async () => {
      const test = await freshDatabase(kind);
      try {
        const backend = createEmbeddedBackend(test.database, { adminUser: 'admin@example.com' });
        expect(await seedDemoContent(test.database, 'admin@example.com')).toBe(true);
        const [news, jobs, messages, visitors] = await Promise.all([
          backend.listNews(1),
          backend.listJobs(1),
          backend.listMessages(1),
          backend.listVisitors(1),
        ]);
        expect(news.count).toBe(3);
        expect(news.results.every((item) => item.image !== null)).toBe(true);
        expect(jobs.count).toBe(3);
        const today = new Date().toISOString().slice(0, 10);
        expect(jobs.results.every((job) => job.end_date >= today)).toBe(true);
        expect(messages.count).toBe(4);
        expect(messages.results.filter((m) => m.replies.length > 0)).toHaveLength(1);
        expect(visitors.count).toBe(25);

        for (const message of messages.results) await backend.removeMessage(message.id);
        expect(await seedDemoContent(test.database, 'admin@example.com')).toBe(false);
        expect((await backend.listMessages(1)).count).toBe(0);
      } finally {
        await test.dispose();
      }
    });
  });
}
