import { spawnSync } from 'node:child_process';
import robotsParser from 'robots-parser';
import { expect, test } from './support/fixtures';
import { sitemapLocs, xmlLocs } from './support/live-helpers';
import { firstHeading, sitePages } from './support/site-pages';

test.describe('public pages carry their content in the server HTML', () => {
  for (const { path, heading } of sitePages) {
    test(`${path} answers 200 with its heading, one main, a banner and a footer`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(firstHeading(html)).toContain(heading);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html.match(/<main[\s>]/g)).toHaveLength(1);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      expect(html).toContain('href="#main"');
      // Animations never hide content from a page without JavaScript.
      expect(html).not.toMatch(/opacity:\s*0(?![.\d])/);
      // The firm's full node (its contact details) on the pages about the firm; elsewhere its
      // services, jobs and articles name it by its @id.
      const firmPage = ['/', '/about', '/contact-us'].includes(path);
      expect(html.includes('"legalName"'), 'the full Organization node').toBe(firmPage);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(html).toContain('property="og:image"');
    });
  }
});

test("service paths with '&' work raw and percent-encoded", async ({ request, page }) => {
  for (const [raw, title] of [
    ['/compliance-policies-&-procedures', 'Compliance, Policies &amp; Procedures'],
    ['/immigration-&-relocation', 'Immigration &amp; Relocation'],
  ] as const) {
    for (const path of [raw, raw.replace('&', '%26')]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`<h1>${title}</h1>`);
    }
  }
  // And by following the link a visitor clicks.
  await page.goto('/');
  await page.getByRole('link', { name: 'Compliance, Policies & Procedures', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Compliance, Policies & Procedures',
  );
});

test('service pages carry Service data and the calls to action', async ({ request }) => {
  const html = await (await request.get('/recruitment-services')).text();
  expect(html).toContain('"@type":"Service"');
  expect(html).toContain('href="/contact-us?service=Recruitment%20Services"');
  expect(html).toContain('Contact us about this service');
  expect(html).toContain('Book a consultation');
  for (const section of [
    'What it is',
    'Who it is for',
    'What is included',
    'How an engagement runs',
    'Related services',
  ]) {
    expect(html).toContain(`>${section}</h2>`);
  }
});

test('FAQ pages carry FAQPage data', async ({ request }) => {
  const html = await (await request.get('/faq/privacy-and-security')).text();
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('What rights do I have over my personal data?');
});

test("the news archive's later pages answer at /all-news?page=N, and any other page query is the first page", async ({
  request,
}) => {
  const titleAndCanonical = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    return [
      html.match(/<title>([^<]*)<\/title>/)?.[1],
      html.match(/<link rel="canonical" href="[^"]*?(\/all-news[^"]*)"/)?.[1],
    ];
  };
  expect(await titleAndCanonical('/all-news?page=2')).toEqual([
    expect.stringMatching(/^All news and blogs \(page 2\) \| /),
    '/all-news?page=2',
  ]);
  for (const path of ['/all-news', '/all-news?page=1', '/all-news?page=0', '/all-news?page=two'])
    expect(await titleAndCanonical(path), path).toEqual([
      expect.stringMatching(/^All news and blogs \| /),
      '/all-news',
    ]);
});

test('an unknown path answers 404 with a branded page that leads home', async ({
  page,
  request,
}) => {
  for (const path of ['/no-such-page', '/services/nothing/here']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(firstHeading(html)).toBe('Unexpected Application Error!');
    expect(html).toContain('404 Not Found');
    expect(html).toContain('<header');
  }
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Crestfield Business Services',
  );
});

test('the sitemap index lists every public page and robots.txt names it and keeps crawlers out of admin and api', async ({
  request,
  baseURL,
}) => {
  const locs = await sitemapLocs(request);
  const listed = locs.map((loc) => new URL(loc).pathname);
  for (const { path } of sitePages) expect(listed, path).toContain(path);
  for (const path of ['/news', '/all-news', '/careers']) expect(listed, path).toContain(path);
  for (const loc of locs) {
    expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
    expect(loc, 'search engines drop fragments').not.toContain('#');
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api');
});

test('every sitemap is well-formed XML, and every address in it answers 200 without a redirect', async ({
  request,
}) => {
  // The two services whose addresses hold '&' must be there, escaped (xmlLocs parses strictly).
  const locs = await sitemapLocs(request);
  for (const path of ['/compliance-policies-&-procedures', '/immigration-&-relocation']) {
    expect(locs.map((loc) => new URL(loc).pathname)).toContain(path);
  }
  expect(() => xmlLocs('<urlset><url><loc>http://x/a-&-b</loc></url></urlset>')).toThrow();
  for (const loc of locs) {
    expect((await request.get(loc, { maxRedirects: 0 })).status(), loc).toBe(200);
  }
});

test('robots.txt keeps crawlers out of admin and api whether they take the first or the longest match', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const expected = {
    '/': true,
    '/about': true,
    '/careers': true,
    '/admin': false,
    '/admin/messages': false,
    '/api/contact': false,
  };
  // RFC 9309 and Google: the longest matching rule decides.
  const longest = robotsParser(`${baseURL}/robots.txt`, robots);
  const longestReads = Object.fromEntries(
    Object.keys(expected).map((path) => [path, longest.isAllowed(`${baseURL}${path}`, 'AnyBot')]),
  );
  expect(longestReads).toEqual(expected);
  // Python's urllib.robotparser: the first matching line decides.
  const python = spawnSync(
    'python3',
    [
      '-c',
      [
        'import json, sys, urllib.robotparser',
        'parser = urllib.robotparser.RobotFileParser()',
        'parser.parse(sys.stdin.read().splitlines())',
        'print(json.dumps({p: parser.can_fetch("AnyBot", sys.argv[1] + p) for p in sys.argv[2:]}))',
      ].join('\n'),
      baseURL!,
      ...Object.keys(expected),
    ],
    { input: robots, encoding: 'utf8' },
  );
  expect(python.stderr).toBe('');
  expect(JSON.parse(python.stdout)).toEqual(expected);
});

test('the hero image is preloaded for wide screens, optimised to a modern format and encoded only once', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preload = /<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"[^>]*>/.exec(html);
  expect(preload?.[0]).toContain('media="(min-width: 48.0625rem)"');
  const srcSet = preload?.[1] ?? '';
  const candidate = srcSet.split(' ')[0]!.replaceAll('&amp;', '&');
  expect(candidate).toMatch(/^\/_next\/image\?url=%2Fimages%2Fhero\.jpg&w=\d+&q=\d+$/);
  const headers = { accept: 'image/avif,image/webp,*/*' };
  const first = await request.get(candidate, { headers });
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/avif');
  // The second request is served from the image cache, not encoded again.
  const second = await request.get(candidate, { headers });
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  expect((await second.body()).equals(await first.body())).toBe(true);
});

test('a phone is not sent the home page’s hero picture, which a wide screen shows', async ({
  browser,
  baseURL,
}) => {
  for (const [width, shown] of [
    [390, false],
    [1280, true],
  ] as const) {
    // A fresh context each: nothing in its cache.
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('hero.jpg')) asked.push(request.url());
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    // The hero's picture, hidden or not (a role query skips what is hidden).
    const picture = page.locator('main img').first();
    await expect(picture).toHaveAttribute('srcset', /hero\.jpg/);
    if (shown) {
      await expect(picture).toBeVisible();
      await expect
        .poll(() =>
          picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      expect(asked.length).toBeGreaterThan(0);
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(picture).toBeHidden();
      expect(asked, `${width} px`).toEqual([]);
    }
    await context.close();
  }
});
