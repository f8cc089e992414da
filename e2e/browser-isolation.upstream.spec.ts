// docs/design.md: the browser never calls API_BASE_URL. Public pages and the back office, visited
// in upstream mode, must not make a single request to the fake API's origin.
import { expect, test } from './support/fixtures';
import { e2eUpstream } from './support/env';
import { logIn } from './support/session';
import { fake } from './support/upstream';

const publicPaths = [
  '/',
  '/news',
  '/all-news',
  '/careers',
  '/about',
  '/contact-us',
  '/faq',
  '/read-a-news/6/extended-opening-hours',
];
const adminPaths = [
  '/admin',
  '/admin/messages',
  '/admin/news',
  '/admin/jobs',
  '/admin/visitors',
  '/admin/read-news/6/x',
  '/admin/edit-job/10/x',
];

test('no request from the browser goes to the API origin', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await fake.reset();
  const apiOrigin = new URL(e2eUpstream.fakeApiUrl).origin;
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));

  const visit = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status() ?? 0, path).toBeLessThan(500);
    await page.waitForLoadState('networkidle');
    expect(await page.content(), path).not.toContain(e2eUpstream.fakeApiUrl);
  };
  for (const path of publicPaths) await visit(path);
  await logIn(page.request, baseURL!);
  for (const path of adminPaths) await visit(path);

  expect(seen.length).toBeGreaterThan(publicPaths.length + adminPaths.length - 1);
  expect(seen.filter((url) => new URL(url).origin === apiOrigin)).toEqual([]);
});
