// The firm edits a service page: a draft stays out of public view, Preview shows it to the
// signed-in editor only, Publish makes it public on the next request, History restores the
// original copy, a save made on an old copy is refused naming who saved first, a refused field
// changes nothing. In both modes (the page's copy lives in the product's own database). Which
// roles may use the Pages screen and doors: team-roles.both.spec.ts.
import type { Browser, Page } from '@playwright/test';
import { aboutContent } from '../lib/content/pages';
import { services } from '../lib/content/services';
import { ORIGINAL_COPY_AUTHOR } from '../lib/domain/site-page';
import { expect, test } from './support/fixtures';
import { openAdmin } from './support/admin-helpers';
import { banners } from './support/files';
import { unique } from './support/unique';

const service = services.find((candidate) => candidate.slug === 'diary-management')!;
const editor = `/admin/pages/${encodeURIComponent('service:diary-management')}`;

test.describe.configure({ mode: 'serial' });

/** What `read` finds at `url` in a browser of its own, with no session: a visitor's view. */
async function asVisitor<T>(
  browser: Browser,
  url: string,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await read(page);
  } finally {
    await context.close();
  }
}

const visitorSees = (browser: Browser, baseURL: string) =>
  asVisitor(browser, `${baseURL}/${service.slug}`, (page) =>
    page.locator('main').first().innerText(),
  );

const summary = (page: Page) => page.getByLabel('Summary', { exact: true });
/** What the editor's form says after a save (the back office has a status region of its own). */
const saidBy = (page: Page) => page.getByRole('form').getByRole('status');

test('a draft is private, previewed by its editor, published, and the original restored from History', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  await openAdmin(page, '/admin/pages');
  const row = page.getByRole('row', { name: new RegExp(service.title) });
  await expect(row.getByRole('cell', { name: `/${service.slug}` })).toBeVisible();
  await row.getByRole('link', { name: `Edit ${service.title}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit ${service.title}` }),
  ).toBeVisible();
  await expect(summary(page)).toHaveValue(service.summary);

  const draft = `Diary cover arranged within a day, ${unique('draft')}.`;
  await summary(page).fill(draft);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(saidBy(page)).toHaveText(/Draft saved/);
  expect(await visitorSees(browser, baseURL!)).not.toContain(draft);

  // Preview: the same browser (signed in) sees the draft on the page itself.
  const preview = await page.context().newPage();
  await preview.goto(`/api/admin/pages/${encodeURIComponent('service:diary-management')}/preview`);
  await expect(preview).toHaveURL(new RegExp(`/${service.slug}$`));
  await expect(preview.getByText(draft)).toBeVisible();
  // The bar says so on every page, until "Exit preview": the same page, as visitors see it.
  const bar = preview.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toContainText('Visitors see the published site.');
  await bar.getByRole('button', { name: 'Exit preview' }).click();
  await expect(preview).toHaveURL(new RegExp(`/${service.slug}$`));
  await expect(preview.getByText(service.summary).first()).toBeVisible();
  await expect(preview.getByText(draft)).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await preview.close();
  expect(await visitorSees(browser, baseURL!)).not.toContain(draft);
  // The bar was rendered for the previewing browser alone, never into the cached page.
  const visitorPage = (page: Page) => page.locator('body').innerText();
  expect(await asVisitor(browser, `${baseURL}/${service.slug}`, visitorPage)).not.toContain(
    'Exit preview',
  );

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(saidBy(page)).toHaveText(/Published: version 2 is live/);
  await expect.poll(() => visitorSees(browser, baseURL!)).toContain(draft);

  await page.getByRole('button', { name: 'History' }).click();
  const versions = page.getByRole('listitem').filter({ hasText: /^Version \d/ });
  await expect(versions.first()).toContainText('Version 2');
  await expect(versions.first()).toContainText('Current');
  await expect(versions.nth(1)).toContainText(`Version 1`);
  await expect(versions.nth(1)).toContainText(ORIGINAL_COPY_AUTHOR);
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(versions.first()).toContainText('Version 3');
  await expect(versions.first()).toContainText('Current');
  await expect(summary(page)).toHaveValue(service.summary);
  await expect.poll(() => visitorSees(browser, baseURL!)).toContain(service.summary);
});

test('a save made on an older copy is refused, naming who saved first', async ({
  adminPage: page,
}) => {
  await openAdmin(page, editor);
  const second = await page.context().newPage();
  await second.goto(editor);
  await expect(summary(second)).toBeVisible();

  await summary(page).fill(`${service.summary} First.`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(saidBy(page)).toHaveText(/Draft saved/);

  await summary(second).fill(`${service.summary} Second.`);
  await second.getByRole('button', { name: 'Save draft' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'saved this page at' })).toContainText(
    /after you opened it/,
  );
  await second.reload();
  await expect(summary(second)).toHaveValue(`${service.summary} First.`);
  // Back to the published copy for the other specs: publish the original summary.
  await summary(second).fill(service.summary);
  await second.getByRole('button', { name: 'Publish' }).click();
  await expect(saidBy(second)).toHaveText(/Published/);
  await second.close();
});

test('a refused field is named beside it and nothing is saved', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  await openAdmin(page, editor);
  await page.getByLabel('Title', { exact: true }).fill('');
  await summary(page).fill('A summary that must not reach anyone.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' }),
  ).toBeVisible();
  await expect(page.getByText('Please fill this in.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await visitorSees(browser, baseURL!)).not.toContain('must not reach anyone');
});

test('an FAQ section gains a question in a draft, shown only in its editor’s preview', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const key = encodeURIComponent('faq:privacy-and-security');
  await openAdmin(page, `/admin/pages/${key}`);
  await expect(
    page.getByRole('heading', { level: 1, name: /Edit Privacy and Security/ }),
  ).toBeVisible();
  const questions = page.getByRole('group', { name: 'Questions' });
  const count = await questions.getByRole('listitem').count();
  await questions.getByRole('button', { name: 'Add question' }).click();
  const question = unique('Do you keep call recordings');
  await page.getByLabel(`Question ${count + 1}`, { exact: true }).fill(`${question}?`);
  await page
    .getByLabel(`Answer ${count + 1}`, { exact: true })
    .fill('Only when you ask us to, for 30 days.');
  await page.getByRole('button', { name: `Move up question ${count + 1}` }).click();
  await expect(page.getByLabel(`Question ${count}`, { exact: true })).toHaveValue(`${question}?`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(saidBy(page)).toHaveText(/Draft saved/);

  const preview = await page.context().newPage();
  await preview.goto(`/api/admin/pages/${key}/preview`);
  await expect(preview).toHaveURL(/\/faq\/privacy-and-security$/);
  await expect(preview.getByRole('button', { name: `${question}?` })).toBeVisible();
  await preview.close();

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${baseURL}/faq/privacy-and-security`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(publicPage.getByText(question)).toHaveCount(0);
  await visitor.close();
  expect(await searchResults(browser, baseURL!, question.split(' ').at(-1)!)).toEqual([]);
});

/** The first heading a visitor (a browser with no session) sees at `url`. */
const visitorHeading = (browser: Browser, url: string) =>
  asVisitor(browser, url, (page) => page.getByRole('heading', { level: 1 }).innerText());

/** The titles of site search's results for `query`, as a visitor (no session) sees them. */
const searchResults = (browser: Browser, baseURL: string, query: string) =>
  asVisitor(browser, `${baseURL}/search?q=${encodeURIComponent(query)}`, (page) =>
    page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts(),
  );

test('the About page’s heading: a private draft, previewed by its editor, then published', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const about = `${baseURL}/about`;
  await openAdmin(page, '/admin/pages');
  await page.getByRole('link', { name: 'Edit About Us' }).click();
  // The page's opening, above its sections (whose fields have headings of their own).
  const opening = page.getByRole('group', { name: 'Opening' });
  const heading = opening.getByLabel('Heading', { exact: true });
  await expect(heading).toHaveValue(aboutContent.heading);
  await expect(opening.getByLabel('Image description', { exact: true })).toHaveValue(
    aboutContent.imageAlt,
  );

  const draft = unique('About our Birmingham team');
  await heading.fill(draft);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(saidBy(page)).toHaveText(/Draft saved/);
  expect(await visitorHeading(browser, about)).toBe(aboutContent.heading);
  // Site search finds the draft's word only once it is published.
  const word = draft.split(' ').at(-1)!;
  expect(await searchResults(browser, baseURL!, word)).toEqual([]);

  const preview = await page.context().newPage();
  await preview.goto('/api/admin/pages/about/preview');
  await expect(preview).toHaveURL(/\/about$/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft);
  await preview.close();
  expect(await visitorHeading(browser, about)).toBe(aboutContent.heading);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(saidBy(page)).toHaveText(/Published: version \d+ is live/);
  await expect.poll(() => visitorHeading(browser, about)).toBe(draft);
  expect(await searchResults(browser, baseURL!, word)).toEqual(['About Us']);

  // The original copy again, for the specs that draw the page.
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(heading).toHaveValue(aboutContent.heading);
  await expect.poll(() => visitorHeading(browser, about)).toBe(aboutContent.heading);
});

test('a policy’s body: a script sent to the door is not kept; an edit in the rich-text editor is published', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const door = '/api/admin/pages/cookie-policy';
  await openAdmin(page, '/admin/pages');
  const origin = { origin: new URL(page.url()).origin };
  const opened = (await (await page.request.get(door)).json()) as {
    revision: number;
    content: { body: string };
  };
  const kept = unique('Words that stay');
  const saved = await page.request.put(door, {
    headers: origin,
    data: {
      revision: opened.revision,
      content: {
        ...opened.content,
        body: `${opened.content.body}<p onclick="steal()">${kept}</p><script>steal()</script>`,
      },
    },
  });
  expect(saved.status()).toBe(200);
  const draft = (await (await page.request.get(door)).json()) as { content: { body: string } };
  expect(draft.content.body).toContain(`<p>${kept}</p>`);
  expect(draft.content.body).not.toMatch(/onclick|<script|steal\(\)/);

  await page.getByRole('link', { name: 'Edit Cookie Policy' }).click();
  const body = page.getByRole('textbox', { name: 'Body' });
  await expect(body).toContainText('What cookies are');
  await body.getByText(kept).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const line = unique('We review this policy every spring');
  await page.keyboard.type(line);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(saidBy(page)).toHaveText(/Published: version \d+ is live/);

  const visitor = await browser.newContext();
  const policy = await visitor.newPage();
  await expect
    .poll(async () => {
      await policy.goto(`${baseURL}/cookie-policy`);
      return policy.locator('main').innerText();
    })
    .toContain(line);
  await expect(policy.getByRole('navigation', { name: 'On this page' })).toContainText(
    'What cookies are',
  );
  // The firm's e-mail is written in from the company details, never a placeholder.
  await expect(policy.locator('main')).not.toContainText('{email}');
  expect(await policy.content()).not.toContain('steal()');
  await visitor.close();

  // The original copy again, for the specs that draw the page.
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^Version \d/ })
      .first(),
  ).toContainText('Current');
});

/** What a visitor's browser (no session) finds at `url`: its title, description and pictures. */
const visitorHead = (browser: Browser, url: string) =>
  asVisitor(browser, url, async (page) => ({
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    socialImage: await page.locator('meta[property="og:image"]').getAttribute('content'),
    hero: await page.getByRole('main').getByRole('img').first().getAttribute('alt'),
    heroSrc: await page.getByRole('main').getByRole('img').first().getAttribute('src'),
  }));

test('a page’s picture, its description and what it tells search engines: drafted, previewed, published and restored', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const address = `${baseURL}/risk-solutions`;
  const original = await visitorHead(browser, address);
  expect(original.heroSrc).toContain('cyber-risk');

  await openAdmin(page, `/admin/pages/${encodeURIComponent('service:risk-solutions')}`);
  await page.getByLabel('Image', { exact: true }).selectOption({ label: 'Consulting' });
  const alt = unique('Two advisers reviewing a risk register ');
  await page.getByLabel('Image description', { exact: true }).fill(alt);
  const seoTitle = unique('Risk reviews for small firms ');
  await page.getByLabel('SEO title').fill(seoTitle);
  await page
    .getByLabel('SEO description')
    .fill('Risk registers, continuity plans and supplier checks.');
  await page.getByLabel('Social image').selectOption({ label: 'Recruitment' });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(saidBy(page)).toHaveText(/Draft saved/);
  expect(await visitorHead(browser, address)).toEqual(original);

  const preview = await page.context().newPage();
  await preview.goto(`/api/admin/pages/${encodeURIComponent('service:risk-solutions')}/preview`);
  await expect(preview).toHaveTitle(new RegExp(seoTitle));
  await expect(preview.getByRole('img', { name: alt })).toBeVisible();
  await preview.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(saidBy(page)).toHaveText(/Published: version \d+ is live/);
  await expect.poll(async () => (await visitorHead(browser, address)).hero).toBe(alt);
  const published = await visitorHead(browser, address);
  expect(published.title).toContain(seoTitle);
  expect(published.description).toBe('Risk registers, continuity plans and supplier checks.');
  expect(published.socialImage).toContain('recruitment');
  expect(published.heroSrc).toContain('consulting');

  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByLabel('Image description', { exact: true })).not.toHaveValue(alt);
  await expect.poll(() => visitorHead(browser, address)).toEqual(original);
});

test('a picture uploaded in a page’s editor, and one chosen from the library, reach the visitor and the library lists the page', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const key = encodeURIComponent('service:back-office-support');
  const address = `${baseURL}/back-office-support`;
  await openAdmin(page, `/admin/pages/${key}`);
  // The Image field's (the first of the page's pictures; the social image's is under SEO).
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a picture' }).first().click();
  await (await chooser).setFiles(banners.jpeg);
  await expect(page.getByText('Picture uploaded: describe it below.')).toBeVisible();
  const image = page.getByLabel('Image', { exact: true });
  await expect(image).toHaveValue(/^\/media\/uploads\/[\w-]{22}\.jpg$/);
  const src = await image.inputValue();
  const alt = unique('Our back-office team sorting the invoices ');
  await page.getByLabel('Image description', { exact: true }).fill(alt);
  // The picture just uploaded, picked again from the library as the page's social image.
  await page
    .getByRole('group', { name: 'Search engines and sharing' })
    .getByRole('button', { name: 'Choose from library' })
    .click();
  const library = page.getByRole('dialog', { name: 'Choose from library' });
  await library.getByRole('button', { name: new RegExp(src.split('/').at(-1)!) }).click();
  await expect(page.getByLabel('Social image')).toHaveValue(src);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(saidBy(page)).toHaveText(/Published: version \d+ is live/);

  await expect.poll(async () => (await visitorHead(browser, address)).hero).toBe(alt);
  const seen = await visitorHead(browser, address);
  expect(decodeURIComponent(seen.heroSrc ?? '')).toContain(src);
  expect(seen.socialImage).toContain(src);

  // In the library, named by the page's description of it since the publish.
  await page.goto('/admin/media');
  const card = page.getByRole('article', { name: alt });
  await expect(card.getByRole('link', { name: /^Page: Back Office Support/ })).toBeVisible();

  await openAdmin(page, `/admin/pages/${key}`);
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(image).not.toHaveValue(src);
});
