import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newsPath } from '@/lib/text/slug';
import { createNews, openAdmin } from './support/admin-helpers';
import { expectReadable } from './support/contrast';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true });
const tool = (page: Page, name: string) =>
  page
    .getByRole('toolbar', { name: 'Description formatting' })
    .getByRole('button', { name, exact: true });
const left = async (element: Locator) => (await element.boundingBox())?.x ?? Number.NaN;

const CODE = ['const answer: number = 42;', '  export default answer;'].join('\n');

test('indents and a highlighted code block survive saving and show on the public article without JavaScript', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  // One flow through the editor, a save, a reload and the public page: longer than most tests.
  test.slow();
  await openAdmin(page, '/admin');
  const news = await createNews(page);
  const editPath = `/admin/edit-news/${news.id}/${encodeURIComponent(news.title)}`;
  await page.goto(editPath);
  // The editor's code loads on demand; on a busy machine that can take a few seconds.
  await expect(editor(page).locator('strong')).toHaveText('new office', { timeout: 15_000 });

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('Plain paragraph');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('Indented paragraph');
  await tool(page, 'Indent').click();
  await expect(editor(page)).toBeFocused();
  await tool(page, 'Indent').click();
  await tool(page, 'Outdent').click();
  const plain = editor(page).getByText('Plain paragraph', { exact: true });
  const indented = editor(page).getByText('Indented paragraph', { exact: true });
  expect(await left(indented)).toBeGreaterThan((await left(plain)) + 20);

  // A new paragraph keeps the indent, as in a word processor; Shift-Tab takes it back out.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.insertText('Back at the margin');
  expect(await left(editor(page).getByText('Back at the margin'))).toBe(await left(plain));

  await page.keyboard.press('Enter');
  await tool(page, 'Code block').click();
  await expect(tool(page, 'Code block')).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Code language').selectOption({ label: 'TypeScript' });
  await expect(editor(page)).toBeFocused();
  // Tab inside code inserts spaces instead of indenting the block.
  await page.keyboard.insertText('const answer: number = 42;');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('export default answer;');
  const editedCode = editor(page).locator('pre code');
  await expect(editedCode).toHaveText(CODE);
  await expect(editedCode.locator('.hljs-keyword').first()).toHaveText('const');

  await page.getByRole('button', { name: 'Update News' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  await page.goto(editPath);
  await expect(editor(page).getByText('Indented paragraph')).toHaveClass('indent-1');
  await expect(editor(page).getByText('Back at the margin')).not.toHaveClass(/indent/);
  await expect(editor(page).locator('pre code')).toHaveText(CODE);
  await editor(page).locator('pre code').click();
  await expect(page.getByLabel('Code language')).toHaveValue('typescript');

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const article = await visitor.newPage();
  await article.goto(newsPath(news));
  const main = article.getByRole('main');
  const shown = main.getByText('Indented paragraph', { exact: true });
  await expect(shown).toHaveClass('indent-1');
  expect(await left(shown)).toBeGreaterThan(
    (await left(main.getByText('Plain paragraph', { exact: true }))) + 20,
  );
  const code = main.locator('pre code');
  await expect(code).toHaveText(CODE);
  await expect(code.locator('span.hljs-keyword').first()).toHaveText('const');
  await expect(code.locator('span[class^="hljs-"]')).not.toHaveCount(0);
  for (const token of await code.locator('span[class^="hljs-"]').all()) await expectReadable(token);
  await visitor.close();
});
