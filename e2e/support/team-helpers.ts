// Helpers of the team tests: people invited through the Team door, their invitation accepted
// through its captured e-mail, and their own sessions through the login form. For per-role
// tests: `const person = await inviteAndAccept(adminRequest, 'editor', baseURL!)`, then
// `const page = await loginAs(browser, person.email, person.password)`.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Role } from '../../lib/domain/role';
import { mailsTo } from './admin-helpers';
import type { CapturedMail } from './mail-capture';
import { retryReset } from './retry-reset';
import { unique, uniqueIp } from './unique';

export type Member = { email: string; password: string; name: string; id: number };

type Owner = APIRequestContext | Page;
const requestOf = (owner: Owner) => ('request' in owner ? owner.request : owner);

const subjectOf = (mail: CapturedMail) => /^Subject: (.*)$/im.exec(mail.headers)?.[1] ?? '';

/**
 * The `nth` (1-based) captured mail to `address` whose subject holds `subject`, once it came.
 * Account mails go through the outbox: they arrive a moment after the door answered.
 */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  subject: string,
  nth = 1,
): Promise<CapturedMail> {
  const matching = async () =>
    (await mailsTo(request, address)).filter((mail) => subjectOf(mail).includes(subject));
  await expect
    .poll(async () => (await matching()).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(nth);
  return (await matching())[nth - 1]!;
}

/** The link of an account mail: `/admin/invitation/…` or `/admin/reset-password/…`. */
export function linkIn(mail: CapturedMail, kind: 'invitation' | 'reset-password'): string {
  const link = new RegExp(`https?://\\S+/admin/${kind}/[A-Za-z0-9_-]+`).exec(mail.body)?.[0];
  if (!link) throw new Error(`no ${kind} link in the mail:\n${mail.body}`);
  return link;
}

export const tokenOf = (link: string) => link.split('/').at(-1)!;

/** Invites a new address through the Team door (from an IP of its own, past the rate limits). */
export async function invite(owner: Owner, role: Role, baseURL: string, email = newAddress()) {
  const response = await retryReset(() =>
    requestOf(owner).post('/api/admin/team', {
      headers: { origin: baseURL, 'x-forwarded-for': uniqueIp() },
      data: { email, role },
    }),
  );
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; email: string };
}

export const newAddress = () => `${unique('member-')}@example.com`;

/** The invitation's door, as the page's form sends it. */
export const acceptThroughDoor = (
  request: APIRequestContext,
  baseURL: string,
  body: { token: string; name: string; password: string; confirmPassword?: string },
) =>
  request.post('/api/access/invitation', {
    headers: { origin: baseURL, 'x-forwarded-for': uniqueIp() },
    data: { confirmPassword: body.password, ...body },
  });

/**
 * A person with `role` who has accepted their invitation: invited by the owner (a page or API
 * client holding the owner's session), the link read from the captured e-mail, name and
 * password set through the invitation's door.
 */
export async function inviteAndAccept(owner: Owner, role: Role, baseURL: string): Promise<Member> {
  const request = requestOf(owner);
  const { id, email } = await invite(owner, role, baseURL);
  const token = tokenOf(linkIn(await mailTo(request, email, 'invited'), 'invitation'));
  const name = `Person ${unique()}`;
  const password = `correct horse ${unique()}`;
  const accepted = await acceptThroughDoor(request, baseURL, { token, name, password });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { email, password, name, id };
}

/**
 * Logs in through the login form, as a person does, and lands on the dashboard. Given a
 * browser, in a context of its own (no other session's cookies); given a page, in that page.
 */
export async function loginAs(target: Browser | Page, email: string, password: string) {
  // A context of its own comes from an IP of its own: its failed logins count for no one else.
  const page =
    'newContext' in target
      ? await (
          await target.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } })
        ).newPage()
      : target;
  await page.goto('/admin/admin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Signing in hashes the password and, on a server of a test's own, renders /admin for the
  // first time: past 5 s on a loaded machine (once after the 404 burst, on CI's full run).
  await expect(page).toHaveURL((url) => url.pathname === '/admin', { timeout: 15_000 });
  return page;
}

/** The names of the sidebar's links, as the signed-in person sees them (without the unread count). */
export const sidebarLinks = async (page: Page) =>
  (
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allInnerTexts()
  ).map((text) => text.split('\n')[0]!.trim());
