import { afterEach, beforeEach, expect, it } from 'vitest';
import { createEmbeddedBackend } from '@/lib/backend/embedded';
import type { Backend } from '@/lib/backend/backend';
import { messageReads, visitors } from '@/lib/own-data/db/schema';
import { markMessagesRead, readMessageIds } from '@/lib/own-data/read-state';
import { freshDatabase, type TestDatabase } from '@/test/databases';
import { can } from '@/lib/accounts/roles';
import { collectStats } from './collect-stats';

// The dashboard figures computed through a real Backend (the embedded one counts in SQL).
let test: TestDatabase;
let backend: Backend;
beforeEach(async () => {
  test = await freshDatabase('pglite');
  backend = createEmbeddedBackend(test.database, { adminUser: 'admin@example.com' });
  // The shared test database is emptied of the firm's tables only.
  await test.database.db.delete(messageReads);
});
afterEach(() => test.dispose());

const DAY = 86_400_000;

it('counts across pages of messages, jobs and visits', async () => {
  // Noon UTC keeps every "k days ago" on the same London day, whatever summer time does.
  const now = new Date();
  now.setUTCHours(12, 0, 0, 0);
  for (let n = 1; n <= 13; n += 1) {
    await backend.createMessage({
      full_name: `Visitor ${n}`,
      userEmail: `visitor${n}@example.com`,
      phone_number: '+44 7700 900000',
      service_of_interest: 'Recruitment Services',
      description: `Message number ${n} for the dashboard.`,
    });
  }
  const { results } = await backend.listMessages(1);
  await backend.replyToMessage(results[0]!.id, { reply_text: 'Answered.' });
  await backend.replyToMessage(results[1]!.id, { reply_text: 'Answered too.' });
  const { results: older } = await backend.listMessages(2);
  await markMessagesRead([results[0]!.id, older[0]!.id, 999_999], test.database.db);

  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  for (let n = 1; n <= 12; n += 1) {
    await backend.createJob({
      title: `Role ${n}`,
      description: '<p>About the role</p>',
      requirements: '<p>What we need</p>',
      end_date: day(n % 3 === 0 ? -5 : 10),
    });
  }

  // 3 visits a day for 40 days, newest first in the list: 21 in 7 days, 90 in 30 days.
  await test.database.db.insert(visitors).values(
    Array.from({ length: 120 }, (_, index) => ({
      ipAddress: `198.51.100.${index % 250}`,
      createdAt: new Date(now.getTime() - Math.floor(index / 3) * DAY - 60_000),
    })),
  );

  const stats = await collectStats(
    {
      backend,
      countNewApplications: async () => 3,
      readMessageIds: (ids) => readMessageIds(ids, test.database.db),
      outboxStatus: async () => ({ waiting: 2, lastError: 'Greeting never received' }),
      enquiriesBySource: async () => [{ source: 'direct', count: 1 }],
      backupStatus: async () => ({ lastAt: null, scheduled: false }),
    },
    now,
  );
  expect(stats.messages).toEqual({ total: 13, unreplied: 11, unread: 11, complete: true });
  expect(stats.latestUnreplied?.name).toBe('Visitor 11');
  expect(stats.jobs).toEqual({ total: 12, open: 8, complete: true });
  expect(stats.news!.total).toBe(0);
  expect(stats.applications).toEqual({ new: 3 });
  expect(stats.outbox).toEqual({ waiting: 2, lastError: 'Greeting never received' });
  expect(stats.enquirySources).toEqual([{ source: 'direct', count: 1 }]);
  expect(stats.backup).toEqual({ lastAt: null, scheduled: false, overdue: true });
  expect(stats.visits!.complete).toBe(true);
  expect(stats.visits!.last7).toBe(21);
  expect(stats.visits!.last30).toBe(90);
  expect(stats.visits!.days.every((entry) => entry.count === 3)).toBe(true);
});

it('reads and shows only the figures of what the signed-in role may open', async () => {
  await backend.createJob({
    title: 'Receptionist',
    description: '<p>About the role</p>',
    requirements: '<p>What we need</p>',
    end_date: '2099-01-31',
  });
  const read: string[] = [];
  const watched: Backend = {
    ...backend,
    messageFigures: (readIds) => (read.push('messages'), backend.messageFigures(readIds)),
    visitFigures: (now) => (read.push('visitors'), backend.visitFigures(now)),
    jobFigures: (today) => (read.push('jobs'), backend.jobFigures(today)),
    listNews: (page) => (read.push('news'), backend.listNews(page)),
  };
  const stats = await collectStats({
    backend: watched,
    countNewApplications: async () => 4,
    readMessageIds: (ids) => readMessageIds(ids, test.database.db),
    outboxStatus: async () => ({ waiting: 1, lastError: null }),
    enquiriesBySource: async () => [],
    backupStatus: async () => ({ lastAt: null, scheduled: true }),
    allows: (permission) => can('recruiter', permission),
  });
  expect(read).toEqual(['jobs']);
  expect(stats.jobs).toMatchObject({ total: 1, open: 1 });
  expect(stats.applications).toEqual({ new: 4 });
  for (const hidden of [
    'messages',
    'latestUnreplied',
    'news',
    'outbox',
    'enquirySources',
    'backup',
    'visits',
  ] as const) {
    expect(stats[hidden]).toBeNull();
  }
});
