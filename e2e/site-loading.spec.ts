import { expect, test } from './fixtures';
import { firstHeading } from './site-pages';

// Their loading.tsx is for client-side navigations; the document itself must arrive whole, or a
// visitor without JavaScript (and a crawler) would get the loader in place of the page.
test('the list pages with a loading screen still arrive as complete documents', async ({
  request,
}) => {
  for (const path of ['/news', '/careers', '/all-news']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(firstHeading(html), path).toBeTruthy();
    expect(html, path).not.toMatch(/<div role="status"[^>]*><img src="\/images\/loader.svg"/);
  }
});
