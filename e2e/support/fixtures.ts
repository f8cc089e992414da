// The one `test` of the end-to-end suite: Playwright's, with the admin's session logged in once
// per worker (through the API, e2e/support/session.ts) and handed to tests as a page or an API client,
// and the backend mode of the project. The login itself is tested for real in
// admin-auth.both.spec.ts and auth-hardening.both.spec.ts, which log in on their own.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './session';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** The app a project tests: embedded (its own database) or upstream (the fake firm's API). */
export type Mode = 'embedded' | 'upstream';

type TestFixtures = {
  /** A page of a browser context of its own that holds the admin's session. */
  adminPage: Page;
  /** An API client (with the project's baseURL) that holds the admin's session. */
  adminRequest: APIRequestContext;
};

type WorkerFixtures = {
  /** The backend mode of this worker's project (playwright.config.ts names them so). */
  mode: Mode;
  /** The admin's session cookies, logged in once per worker: workers never share a project. */
  adminState: StorageState;
};

// Each fixture hands its value on with `provide` (Playwright's `use`, renamed so that the React
// hooks lint rule does not take it for a hook).
export const test = base.extend<TestFixtures, WorkerFixtures>({
  mode: [
    async ({}, provide, workerInfo) => {
      const { name } = workerInfo.project;
      if (name !== 'embedded' && name !== 'upstream') throw new Error(`unknown project ${name}`);
      await provide(name);
    },
    { scope: 'worker' },
  ],
  adminState: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error(`project ${workerInfo.project.name} has no baseURL`);
      const request = await playwright.request.newContext({ baseURL });
      await logIn(request, baseURL);
      const state = await request.storageState();
      await request.dispose();
      await provide(state);
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ browser, adminState }, provide) => {
    const context = await browser.newContext({ storageState: adminState });
    await provide(await context.newPage());
    await context.close();
  },
  adminRequest: async ({ playwright, adminState, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL, storageState: adminState });
    await provide(request);
    await request.dispose();
  },
});

export { expect };
