import { expect, test } from './support/fixtures';
import { firstHeading } from './support/site-pages';

// A public loading.tsx put the loader into the cached document itself, with the page hidden
// behind it until a script swapped them (seen on /news): a visitor without JavaScript and a
// crawler got the loader. Public pages have none; the documents must arrive whole.
test('the data pages arrive as complete documents, never as a loader', async ({ request }) => {
  for (const path of ['/news', '/careers', '/all-news']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(firstHeading(html), path).toBeTruthy();
    expect(html, path).not.toMatch(/<div role="status"[^>]*><img src="\/images\/loader.svg"/);
  }
});
