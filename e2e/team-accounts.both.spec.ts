// Team accounts: invitations through the captured e-mail, what a role sees and may call, an
// owner disabling, re-enabling, changing and removing accounts (their sessions end at once),
// and the forgotten-password link, in both backend modes (accounts live in the site's own
// database in both).
import type { APIRequestContext, Page } from '@playwright/test';
import {
  FORGOT_PASSWORD_ANSWER,
  INVITATION_UNUSABLE,
  LOGIN_NOTES,
  RESET_UNUSABLE,
} from '../lib/accounts/access-schema';
import { LOGIN_INCORRECT } from '../lib/auth/login-messages';
import type { Message } from '../lib/domain/message';
import { createMessage, mailsTo, openAdmin } from './support/admin-helpers';
import { axeViolations, wcag21aa } from './support/axe';
import { e2eAdmin } from './support/env';
import { listPage } from './support/lists';
import { retryReset } from './support/retry-reset';
import { expect, test } from './support/fixtures';
import {
  acceptThroughDoor,
  invite,
  inviteAndAccept,
  linkIn,
  loginAs,
  mailTo,
  newAddress,
  sidebarLinks,
  tokenOf,
} from './support/team-helpers';
import { unique, uniqueIp } from './support/unique';

// Each test signs several people in and out through the form: more than the default 30 s.
test.slow();

const FORGED = 'forged-link-that-we-never-sent-0123456789abcdef';

/** A door called with the person's own session (the cookies of their page). */
const door = (page: Page, method: string, path: string, data?: unknown) =>
  retryReset(() =>
    page.request.fetch(path, {
      method,
      headers: { origin: new URL(page.url()).origin },
      ...(data === undefined ? {} : { data }),
    }),
  );

const patch = (owner: APIRequestContext, baseURL: string, id: number, data: unknown) =>
  owner.patch(`/api/admin/team/${id}`, { headers: { origin: baseURL }, data });

test('an owner invites a Recruiter, who sets a password from the e-mailed link once and sees only their screens', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  const email = newAddress();
  await adminPage.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await openAdmin(adminPage, '/admin/team');
  await adminPage.getByLabel('Email').fill(email);
  await adminPage.getByLabel('Role', { exact: true }).selectOption({ label: 'Recruiter' });
  await adminPage.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: `Invited ${email}` })).toBeVisible();
  const row = adminPage.locator(`tr[data-account="${email}"]`);
  await expect(row).toContainText('Invited (pending)');
  // The role's own cell: the row's actions list every role in their select.
  await expect(row.getByRole('cell', { name: 'Recruiter', exact: true })).toBeVisible();
  // The account's actions are in its row, named by whom they act on.
  await expect(row.getByRole('button', { name: `Remove ${email}`, exact: true })).toBeVisible();
  expect(await axeViolations(adminPage, wcag21aa), 'team screen').toEqual([]);

  const mail = await mailTo(adminPage.request, email, 'invited');
  expect(mail.body).toContain('as Recruiter');
  expect(mail.body).toContain('72 hours');
  const link = linkIn(mail, 'invitation');

  const person = await (await browser.newContext()).newPage();
  await person.goto(link);
  await expect(person.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
  expect(await axeViolations(person, wcag21aa), 'invitation page').toEqual([]);
  const name = `Alex ${unique()}`;
  const password = `a long passphrase ${unique()}`;
  await person.getByLabel('Your name').fill(name);
  await person.getByLabel('Password', { exact: true }).fill('too short');
  await person.getByLabel('Confirm password').fill('too short');
  await person.getByRole('button', { name: 'Set my password' }).click();
  await expect(person.getByText('Use at least 12 characters')).toBeVisible();
  await person.getByLabel('Password', { exact: true }).fill(password);
  await person.getByLabel('Confirm password').fill(password);
  await person.getByRole('button', { name: 'Set my password' }).click();
  await expect(person).toHaveURL(/\/admin\/admin-login\?note=welcome/);
  await expect(person.getByText(LOGIN_NOTES.welcome)).toBeVisible();

  await loginAs(person, email, password);
  expect(await sidebarLinks(person)).toEqual([
    'Dashboard',
    'Applications',
    'Posted Jobs',
    'Post a Job',
    'My account',
  ]);
  await expect(person.getByText(`Signed in as ${name} (Recruiter)`)).toBeVisible();

  // The link works once; a forged one reads the same; neither changes anything.
  for (const used of [link, link.replace(tokenOf(link), FORGED)]) {
    await person.goto(used);
    await expect(person.getByText(INVITATION_UNUSABLE)).toBeVisible();
  }
  const again = await acceptThroughDoor(person.request, baseURL!, {
    token: tokenOf(link),
    name: 'Someone else',
    password: 'another long password',
  });
  expect(again.status()).toBe(400);
  expect((await again.json()).error).toBe(INVITATION_UNUSABLE);
  await loginAs(await browser.newPage(), email, password);

  // A message door answers the Recruiter 403, and the message stays.
  const message = await createMessage(adminPage);
  expect((await door(person, 'GET', '/api/admin/messages')).status()).toBe(403);
  expect((await door(person, 'DELETE', `/api/admin/messages/${message.id}`)).status()).toBe(403);
  const inbox = await listPage<Message>(adminPage.request, '/api/admin/messages');
  expect(inbox.results.map((item) => item.id)).toContain(message.id);
  // Neither is the Team screen theirs.
  expect((await door(person, 'GET', '/api/admin/team')).status()).toBe(403);
  await person.goto('/admin/team');
  await expect(person.getByRole('heading', { name: 'No access' })).toBeVisible();

  await adminPage.reload();
  await expect(row).toContainText('Active');
  await expect(row).toContainText(name);
});

test('disabling, a role change and removal each end the person’s session at once', async ({
  adminRequest,
  browser,
  baseURL,
}) => {
  const member = await inviteAndAccept(adminRequest, 'recruiter', baseURL!);
  const person = await loginAs(browser, member.email, member.password);
  expect((await door(person, 'GET', '/api/admin/jobs')).status()).toBe(200);

  const disabled = await patch(adminRequest, baseURL!, member.id, { disabled: true });
  expect(disabled.status()).toBe(200);
  expect((await disabled.json()).status).toBe('disabled');
  expect((await door(person, 'GET', '/api/admin/jobs')).status()).toBe(401);
  // The open screen's own next request may already be sending it there (aborting this load).
  await person.goto('/admin/jobs').catch(() => undefined);
  await expect(person).toHaveURL(/\/admin\/admin-login/);
  await person.getByLabel('Email').fill(member.email);
  await person.getByLabel('Password').fill(member.password);
  await person.getByRole('button', { name: 'Log in' }).click();
  await expect(person.getByText(LOGIN_INCORRECT)).toBeVisible();

  expect((await patch(adminRequest, baseURL!, member.id, { disabled: false })).status()).toBe(200);
  const back = await loginAs(browser, member.email, member.password);
  expect((await door(back, 'GET', '/api/admin/jobs')).status()).toBe(200);

  const changed = await patch(adminRequest, baseURL!, member.id, { role: 'editor' });
  expect((await changed.json()).role).toBe('editor');
  expect((await door(back, 'GET', '/api/admin/jobs')).status()).toBe(401);
  const editor = await loginAs(browser, member.email, member.password);
  expect(await sidebarLinks(editor)).toEqual([
    'Dashboard',
    'Pages',
    'News / Blogs',
    'Post News',
    'Media library',
    'Menus',
    'Redirects',
    'My account',
  ]);
  expect((await door(editor, 'GET', '/api/admin/jobs')).status()).toBe(403);

  const removed = await adminRequest.delete(`/api/admin/team/${member.id}`, {
    headers: { origin: baseURL! },
  });
  expect(removed.status()).toBe(204);
  expect((await door(editor, 'GET', '/api/admin/news')).status()).toBe(401);
  // The open screen's own next request may already be sending it there (aborting this load).
  await editor.goto('/admin/news').catch(() => undefined);
  await expect(editor).toHaveURL(/\/admin\/admin-login/);
  const team = await (await adminRequest.get('/api/admin/team')).json();
  expect(team.results.map((m: { email: string }) => m.email)).not.toContain(member.email);
});

test('the primary owner cannot be demoted, disabled or removed; nobody changes their own account; a known address is refused', async ({
  adminRequest,
  browser,
  baseURL,
}) => {
  const team = (await (await adminRequest.get('/api/admin/team')).json()) as {
    results: { id: number; email: string; primary: boolean; status: string }[];
  };
  const primary = team.results.find((member) => member.primary)!;
  expect(primary.email).toBe(e2eAdmin.email);
  const refusals = [
    await adminRequest.delete(`/api/admin/team/${primary.id}`, { headers: { origin: baseURL! } }),
    await patch(adminRequest, baseURL!, primary.id, { disabled: true }),
    await patch(adminRequest, baseURL!, primary.id, { role: 'editor' }),
  ];
  for (const refusal of refusals) {
    expect(refusal.status()).toBe(403);
    expect((await refusal.json()).error).toMatch(/ADMIN_EMAIL/);
  }

  const known = await adminRequest.post('/api/admin/team', {
    headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp() },
    data: { email: e2eAdmin.email.toUpperCase(), role: 'editor' },
  });
  expect(known.status()).toBe(409);
  expect((await known.json()).error).toBe(
    'This address already has an account: find it in the list.',
  );
  const invalid = await adminRequest.post('/api/admin/team', {
    headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp() },
    data: { email: 'not an address', role: 'boss' },
  });
  expect(invalid.status()).toBe(400);
  expect(Object.keys((await invalid.json()).fields).sort()).toEqual(['email', 'role']);

  // A second owner may manage the team, but not disable or remove themselves.
  const owner = await inviteAndAccept(adminRequest, 'owner', baseURL!);
  const page = await loginAs(browser, owner.email, owner.password);
  expect((await door(page, 'GET', '/api/admin/team')).status()).toBe(200);
  const self = await door(page, 'DELETE', `/api/admin/team/${owner.id}`);
  expect(self.status()).toBe(403);
  expect(
    (await door(page, 'PATCH', `/api/admin/team/${owner.id}`, { disabled: true })).status(),
  ).toBe(403);
  expect((await door(page, 'DELETE', `/api/admin/team/${primary.id}`)).status()).toBe(403);
});

test('forgot password: one answer for any address, a link only for an account, used once, ending the old session', async ({
  adminRequest,
  browser,
  baseURL,
}) => {
  const member = await inviteAndAccept(adminRequest, 'editor', baseURL!);
  const oldSession = await loginAs(browser, member.email, member.password);
  const unknown = newAddress();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  const answers: string[] = [];
  for (const address of [member.email, unknown]) {
    await visitor.goto('/admin/admin-login');
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(visitor).toHaveURL(/\/admin\/forgot-password$/);
    await visitor.getByLabel('Email').fill(address);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await expect(visitor.getByText(FORGOT_PASSWORD_ANSWER)).toBeVisible();
    answers.push(await visitor.locator('main').innerText());
  }
  expect(answers[1]).toBe(answers[0]);
  // The primary owner's password is ADMIN_PASSWORD: the same answer, and no link.
  const owner = await visitor.request.post('/api/access/forgot-password', {
    headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp() },
    data: { email: e2eAdmin.email },
  });
  expect(await owner.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

  const mail = await mailTo(adminRequest, member.email, 'Reset your password');
  expect(mail.body).toContain('one hour');
  const link = linkIn(mail, 'reset-password');
  const newPassword = `a brand new passphrase ${unique()}`;
  await visitor.goto(link);
  await visitor.getByLabel('Password', { exact: true }).fill(newPassword);
  await visitor.getByLabel('Confirm password').fill(newPassword);
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByText(LOGIN_NOTES['password-reset'])).toBeVisible();

  expect((await door(oldSession, 'GET', '/api/admin/news')).status()).toBe(401);
  await loginAs(browser, member.email, newPassword);
  await visitor.goto(link);
  await expect(visitor.getByText(RESET_UNUSABLE)).toBeVisible();
  await visitor.goto(link.replace(tokenOf(link), FORGED));
  await expect(visitor.getByText(RESET_UNUSABLE)).toBeVisible();

  // By now any mail for the others would have come with the member's.
  expect(await mailsTo(adminRequest, unknown)).toEqual([]);
  const ownerMails = await mailsTo(adminRequest, e2eAdmin.email);
  expect(ownerMails.filter((m) => m.headers.includes('Reset your password'))).toEqual([]);
});

test('forgot password is limited per address and per IP: past the limit it answers 429', async ({
  request,
  baseURL,
}) => {
  const ask = (email: string, ip: string) =>
    request.post('/api/access/forgot-password', {
      headers: { origin: baseURL!, 'x-forwarded-for': ip },
      data: { email },
    });
  const address = newAddress();
  for (let n = 0; n < 3; n += 1) expect((await ask(address, uniqueIp())).status()).toBe(200);
  const perAddress = await ask(address, uniqueIp());
  expect(perAddress.status()).toBe(429);
  expect((await perAddress.json()).error).toMatch(/^Too many requests/);

  const ip = uniqueIp();
  for (let n = 0; n < 10; n += 1) expect((await ask(newAddress(), ip)).status()).toBe(200);
  expect((await ask(newAddress(), ip)).status()).toBe(429);
});

test('an invitation to the same address is limited: a first one and two re-sends an hour', async ({
  adminRequest,
  baseURL,
}) => {
  const { id, email } = await invite(adminRequest, 'receptionist', baseURL!);
  const resend = () =>
    adminRequest.post(`/api/admin/team/${id}/invitation`, {
      headers: { origin: baseURL!, 'x-forwarded-for': uniqueIp() },
    });
  expect((await resend()).status()).toBe(200);
  expect((await resend()).status()).toBe(200);
  expect((await resend()).status()).toBe(429);
  // Of the three links, only the newest works (which one that is: the mails may arrive in any
  // order); the older two were voided when it was issued.
  const tokens = await Promise.all(
    [1, 2, 3].map(async (nth) =>
      tokenOf(linkIn(await mailTo(adminRequest, email, 'invited', nth), 'invitation')),
    ),
  );
  const body = { name: 'Robin', password: 'a good long password' };
  const statuses: number[] = [];
  for (const token of tokens)
    statuses.push((await acceptThroughDoor(adminRequest, baseURL!, { token, ...body })).status());
  expect(statuses.sort()).toEqual([200, 400, 400]);
});
