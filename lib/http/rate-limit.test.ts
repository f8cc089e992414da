import { scratchFolder } from '@/test/file-end';
import { copyPgliteTemplate } from '@/test/pglite-template';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The limiter opens the process's own database from the environment, as the server does.
const dataDir = scratchFolder('rate-limit');
copyPgliteTemplate(dataDir);
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.API_BASE_URL;

const { closeDatabase, getDatabase } = await import('@/lib/own-data/db/client');
const { applyMigrations } = await import('@/lib/own-data/db/migrate');
const { hitRateLimit, releaseRateLimit } = await import('./rate-limit');

beforeAll(async () => applyMigrations(await getDatabase({ dataDir })));
afterAll(closeDatabase);

const rule = { name: 'test-login', limit: 5, windowMs: 60_000 };

it('counts hits and blocks past the limit, per subject', async () => {
  for (let n = 1; n <= 5; n += 1) expect(await hitRateLimit(rule, '203.0.113.9')).toBe(true);
  expect(await hitRateLimit(rule, '203.0.113.9')).toBe(false);
  expect(await hitRateLimit(rule, '198.51.100.4')).toBe(true);
});

it('lets no more than the limit through when hits arrive together', async () => {
  const answers = await Promise.all(
    Array.from({ length: 15 }, () => hitRateLimit(rule, '203.0.113.11')),
  );
  expect(answers.filter(Boolean)).toHaveLength(5);
});

it('gives back a released hit, never below zero', async () => {
  const subject = '203.0.113.12';
  for (let n = 1; n <= 5; n += 1) await hitRateLimit(rule, subject);
  await releaseRateLimit(rule, subject);
  expect(await hitRateLimit(rule, subject)).toBe(true);
  expect(await hitRateLimit(rule, subject)).toBe(false);
  const fresh = '203.0.113.13';
  await releaseRateLimit(rule, fresh);
  await releaseRateLimit(rule, fresh);
  for (let n = 1; n <= 5; n += 1) expect(await hitRateLimit(rule, fresh)).toBe(true);
  expect(await hitRateLimit(rule, fresh)).toBe(false);
});

it('forgets hits once their window has passed', async () => {
  const short = { name: 'test-short', limit: 1, windowMs: 200 };
  expect(await hitRateLimit(short, '203.0.113.10')).toBe(true);
  expect(await hitRateLimit(short, '203.0.113.10')).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await hitRateLimit(short, '203.0.113.10')).toBe(true);
});
