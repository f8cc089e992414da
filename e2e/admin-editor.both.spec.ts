import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Job } from '../lib/domain/job';
import { describeImage, openAdmin } from './support/admin-helpers';
import { pngFile } from './support/files';
import { retryReset } from './support/retry-reset';
import { unique } from './support/unique';

/** Answers prompts in order and records every dialog's text. */
function answerPrompts(page: Page, answers: string[]): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void (dialog.type() === 'prompt' ? dialog.accept(answers.shift() ?? '') : dialog.accept());
  });
  return seen;
}

const tools = [
  'Heading 1',
  'Heading 2',
  'Bold',
  'Italic',
  'Underline',
  'Strike',
  'Ordered list',
  'Bullet list',
  'Link',
  'Image',
  'Image description',
  'Clear formatting',
];

test('the editor toolbar formats text, reports pressed states, and the HTML is stored', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin/post-job');
  const toolbar = page.getByRole('toolbar', { name: 'Description formatting' });
  for (const name of tools)
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Description' });
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
  // Each tool hands the focus back to the editor; typing before it lands would lose keys.
  const seen = answerPrompts(page, ['javascript:alert(1)', 'https://www.example.com/careers']);

  await editor.click();
  await expect(editor).toBeFocused();
  await tool('Heading 1').click();
  await expect(editor).toBeFocused();
  await expect(tool('Heading 1')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Join our team');
  await page.keyboard.press('Enter');
  await expect(tool('Heading 1')).toHaveAttribute('aria-pressed', 'false');
  await tool('Heading 2').click();
  await expect(editor).toBeFocused();
  await page.keyboard.type('The role');
  await page.keyboard.press('Enter');

  for (const [name, text] of [
    ['Bold', 'bold'],
    ['Italic', 'italic'],
    ['Underline', 'under'],
    ['Strike', 'gone'],
  ]) {
    await tool(name!).click();
    await expect(editor).toBeFocused();
    await expect(tool(name!)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(text!);
    await tool(name!).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type(' ');
  }
  await page.keyboard.press('Control+b');
  await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('keys');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');

  await tool('Bullet list').click();
  await expect(editor).toBeFocused();
  await page.keyboard.type('First point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second point');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool('Ordered list').click();
  await expect(editor).toBeFocused();
  await expect(tool('Ordered list')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Step one');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  await tool('Link').click();
  await expect
    .poll(() => seen.at(-1))
    .toBe('Use an address starting with http://, https://, ftp://, mailto: or tel:');
  await tool('Link').click();
  await expect(editor.getByRole('link', { name: 'https://www.example.com/careers' })).toBeVisible();
  await page.keyboard.press('End');
  // Images are uploaded through the file picker, then described.
  const chooser = page.waitForEvent('filechooser');
  await tool('Image').click();
  await (await chooser).setFiles(pngFile('office.png'));
  await describeImage(page, 'Our Birmingham office');
  await expect(editor.getByRole('img', { name: 'Our Birmingham office' })).toBeVisible();

  const title = `Receptionist ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Requirements' }).click();
  await page.keyboard.type('Friendly');
  await page.keyboard.press('Control+a');
  await page
    .getByRole('toolbar', { name: 'Requirements formatting' })
    .getByRole('button', { name: 'Bold' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Requirements' }).locator('strong')).toHaveText(
    'Friendly',
  );
  await page
    .getByRole('toolbar', { name: 'Requirements formatting' })
    .getByRole('button', { name: 'Clear formatting' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Requirements' }).locator('strong')).toHaveCount(
    0,
  );

  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/jobs') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Post Job' }).click();
  const job = (await (await created).json()) as Job;
  expect(job.description).toContain('<h1>Join our team</h1>');
  expect(job.description).toContain('<h2>The role</h2>');
  for (const html of [
    '<strong>bold</strong>',
    '<em>italic</em>',
    '<u>under</u>',
    '<s>gone</s>',
    '<strong>keys</strong>',
  ]) {
    expect(job.description).toContain(html);
  }
  expect(job.description).toMatch(
    /<ul><li><p>First point<\/p><\/li><li><p>Second point<\/p><\/li><\/ul>/,
  );
  expect(job.description).toMatch(/<ol><li><p>Step one<\/p><\/li><\/ol>/);
  expect(job.description).toMatch(/<a[^>]+href="https:\/\/www\.example\.com\/careers"/);
  expect(job.description).toMatch(
    /<img[^>]+src="\/media\/uploads\/[\w-]{22}\.png"[^>]*alt="Our Birmingham office"|<img[^>]+alt="Our Birmingham office"[^>]*src="\/media\/uploads\/[\w-]{22}\.png"/,
  );
  expect(job.requirements).toBe('<p>Friendly</p>');
});

test('rich text is sanitised on the server before it is stored', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin');
  const response = await retryReset(() =>
    page.request.post('/api/admin/jobs', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        title: `Sanitised ${unique()}`,
        end_date: '2030-01-01',
        description:
          '<p onclick="steal()">Hello</p><script>steal()</script><a href="javascript:steal()">bad</a><a href="tel:+441214960734">Call</a><iframe src="https://evil.example"></iframe>',
        requirements:
          '<p style="color:red">Kind</p><a href="mailto:jobs@example.com">Apply</a><a href="ftp://files.example.com">Files</a>',
      },
    }),
  );
  expect(response.status()).toBe(201);
  const job = (await response.json()) as Job;
  expect(job.description).not.toMatch(/onclick|<script|javascript:|<iframe/);
  expect(job.description).toContain('<p>Hello</p>');
  expect(job.description).toContain('href="tel:+441214960734"');
  expect(job.requirements).not.toContain('style=');
  expect(job.requirements).toContain('href="mailto:jobs@example.com"');
  expect(job.requirements).toContain('href="ftp://files.example.com"');
});
