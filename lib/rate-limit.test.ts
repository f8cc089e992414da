import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The limiter opens the process's own database from the environment, as the server does.
const dataDir = mkdtempSync(path.join(tmpdir(), 'rate-limit-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.API_BASE_URL;

const { closeDatabase, getDatabase } = await import('@/lib/db/client');
const { applyMigrations } = await import('@/lib/db/migrate');
const { hitRateLimit, isRateLimited } = await import('./rate-limit');

beforeAll(async () => applyMigrations(await getDatabase({ dataDir })));
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const rule = { name: 'test-login', limit: 5, windowMs: 60_000 };

it('checks a limit without counting, and blocks once the limit is used up', async () => {
  for (let n = 1; n <= 5; n += 1) {
    expect(await isRateLimited(rule, '203.0.113.9')).toBe(false);
    expect(await hitRateLimit(rule, '203.0.113.9')).toBe(true);
  }
  expect(await isRateLimited(rule, '203.0.113.9')).toBe(true);
  expect(await isRateLimited(rule, '203.0.113.9')).toBe(true);
  expect(await hitRateLimit(rule, '203.0.113.9')).toBe(false);
  expect(await isRateLimited(rule, '198.51.100.4')).toBe(false);
});

it('forgets hits once their window has passed', async () => {
  const short = { name: 'test-short', limit: 1, windowMs: 200 };
  await hitRateLimit(short, '203.0.113.10');
  expect(await isRateLimited(short, '203.0.113.10')).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await isRateLimited(short, '203.0.113.10')).toBe(false);
  expect(await hitRateLimit(short, '203.0.113.10')).toBe(true);
});
