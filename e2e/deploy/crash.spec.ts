import { request as playwrightRequest } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eAdmin } from '../support/env';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/session';
import { copyStandalone, startStandalone } from '../support/deploy/processes';

// An acknowledged enquiry is a promise to the visitor: a server killed outright (SIGKILL: no
// shutdown hook, PGlite not closed) in the middle of a burst must still have every one it
// answered 201 to when it starts again. What a power cut can lose is another matter
// (docs/deploy.md, "Durability").

const WRITERS = 4;

async function burst(url: string, acknowledged: string[], stopAfter: number) {
  let next = 0;
  const writer = async () => {
    while (acknowledged.length < stopAfter) {
      const n = next++;
      const name = `Crash Visitor ${n}`;
      const answer = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: {
          origin: url,
          'content-type': 'application/json',
          // One address per post, so the contact limit (5 a minute per address) never answers.
          'x-forwarded-for': `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        },
        body: JSON.stringify({
          full_name: name,
          userEmail: `crash${n}@example.com`,
          phone_number: '+44 7700 900123',
          service_of_interest: 'Basic Website',
          description: 'Sent while the server is about to be killed.',
        }),
      }).catch(() => null);
      if (answer === null) return; // the server is gone
      if (answer.status === 201) acknowledged.push(name);
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, writer));
}

test('every enquiry acknowledged before a SIGKILL is there after the restart', async () => {
  test.setTimeout(180_000);
  const build = copyStandalone();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-data-'));
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'crash-test-secret-that-is-long-enough-12345678',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    TRUST_PROXY: '1',
  };
  let server = await startStandalone(build.dir, env);
  const acknowledged: string[] = [];
  try {
    // The kill lands while the writers still have posts in flight.
    const writing = burst(server.url, acknowledged, Number.MAX_SAFE_INTEGER);
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(30);
    expect(await server.stop('SIGKILL')).toBeNull();
    await writing;

    server = await startStandalone(build.dir, env);
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    try {
      await logIn(api, server.url);
      const exported = await api.get('/api/admin/messages/export');
      expect(exported.status()).toBe(200);
      const csv = await exported.text();
      const missing = acknowledged.filter((name) => !csv.includes(`,${name},`));
      expect(missing, `acknowledged but lost: ${missing.join(', ')}`).toEqual([]);
    } finally {
      await api.dispose();
    }
  } finally {
    await server.stop('SIGTERM');
    build.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
