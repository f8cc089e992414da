import { request as playwrightRequest } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rssMb } from '../../scripts/process-rss.mjs';
import { e2eAdmin } from '../support/env';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/session';
import { expectForgedAddressesIgnored } from '../support/deploy/forged-forwarding';
import { copyStandalone, startStandalone } from '../support/deploy/processes';

test('the standalone build runs from a copied folder with only environment variables', async () => {
  test.setTimeout(120_000);
  const build = copyStandalone();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'standalone-data-'));
  const server = await startStandalone(build.dir, {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'standalone-test-secret-that-is-long-enough-1234',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    BLOG_URL: 'https://blog.example.org/',
  });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    // A first start on an empty DATA_DIR creates the database in a child process: initdb's
    // ~550 MB of WebAssembly memory is not the server's, which fits a 512 MB machine.
    expect(rssMb(server.child.pid!)).toBeLessThan(350);
    const home = await api.get('/');
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('Crestfield Business Services');
    expect((await api.get('/contact-us')).status()).toBe(200);
    expect((await api.get('/images/hero.jpg')).status()).toBe(200);
    // The chrome carries the running server's settings in the HTML itself (no script needed),
    // on a page and on the 404 alike: the build never saw this BLOG_URL.
    for (const address of ['/', '/contact-us', '/no-such-page']) {
      const html = await (await api.get(address)).text();
      expect(html).toMatch(/<a href="https:\/\/blog\.example\.org\/"[^>]*>News and Blogs<\/a>/);
      expect(html).not.toContain('href="/news"');
    }

    const contact = await api.post('/api/contact', {
      headers: { origin: server.url },
      data: {
        full_name: 'Standalone Visitor',
        userEmail: 'standalone@example.com',
        phone_number: '+44 7700 900555',
        service_of_interest: 'Basic Website',
        description: 'Sent to a server started from a copied folder.',
      },
    });
    expect(contact.status()).toBe(201);

    await logIn(api, server.url);
    const messages = await api.get('/api/admin/messages');
    expect(messages.status()).toBe(200);
    expect(JSON.stringify(await messages.json())).toContain('Standalone Visitor');
    // No TRUST_PROXY: the one contact above and every forged address count as this client.
    await expectForgedAddressesIgnored(api, server.url, 1);
  } finally {
    await api.dispose();
    expect(await server.stop('SIGTERM')).toBe(0);
    build.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('sessions issued before the admin password changed are refused after a restart', async () => {
  test.setTimeout(120_000);
  const build = copyStandalone();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'standalone-data-'));
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'standalone-test-secret-that-is-long-enough-1234',
    ADMIN_EMAIL: e2eAdmin.email,
  };
  let server = await startStandalone(build.dir, { ...env, ADMIN_PASSWORD: e2eAdmin.password });
  try {
    const admin = await playwrightRequest.newContext({ baseURL: server.url });
    await logIn(admin, server.url);
    expect((await admin.get('/api/admin/messages')).status()).toBe(200);
    const issued = await admin.storageState();
    await admin.dispose();
    expect(await server.stop('SIGTERM')).toBe(0);

    // Same port, so the cookie is sent; same secret, so the token still verifies.
    server = await startStandalone(build.dir, {
      ...env,
      PORT: String(server.port),
      ADMIN_PASSWORD: 'a-new-password-after-a-leak',
    });
    const replay = await playwrightRequest.newContext({
      baseURL: server.url,
      storageState: issued,
    });
    expect((await replay.get('/api/admin/messages')).status()).toBe(401);
    expect(new URL((await replay.get('/admin')).url()).pathname).toBe('/admin/admin-login');
    await replay.dispose();
  } finally {
    await server.stop('SIGTERM');
    build.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
