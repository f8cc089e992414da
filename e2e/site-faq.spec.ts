import { expect, test } from './support/fixtures';
import { faqTopics } from '../lib/content/faq';
import { rememberConsent } from './support/site-pages';

test.beforeEach(async ({ page }) => {
  await rememberConsent(page, { analytics: false, marketing: false });
});

test('each FAQ section shows its heading and its questions, all closed', async ({ page }) => {
  const counts = { 'call-answering': 4, recruitment: 6, consulting: 4, 'privacy-and-security': 3 };
  for (const section of faqTopics) {
    await page.goto(`/faq/${section.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${section.title} FAQ`);
    const questions = page.getByRole('main').locator('button[aria-expanded]');
    await expect(questions).toHaveCount(counts[section.slug]);
    for (const question of await questions.all()) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(question).toContainText('+');
    }
  }
});

test('only one answer is open at a time and clicking the open question closes it', async ({
  page,
}) => {
  await page.goto('/faq/recruitment');
  const first = page.getByRole('button', {
    name: 'What are the steps in your recruitment process?',
  });
  const second = page.getByRole('button', { name: 'How long does it take to fill a position?' });
  const secondAnswer = page.getByText(
    'Most clients receive a screened shortlist within two to six weeks',
  );

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toContainText('-');
  await expect(page.getByText('Every assignment follows four stages.')).toBeVisible();
  await expect(secondAnswer).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toContainText('-');
  await expect(secondAnswer).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(first).toContainText('+');
  await expect(page.getByText('Every assignment follows four stages.')).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(secondAnswer).toBeHidden();
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(0);
});

test('the FAQ page holds every section, and one answer is open across all of them', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  const topics = page.getByRole('navigation', { name: 'FAQ topics' });
  await expect(topics.getByRole('link')).toHaveCount(4);
  await page.getByRole('button', { name: 'What is diaspora consulting?' }).click();
  await page.getByRole('button', { name: 'Do you comply with GDPR?' }).click();
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(1);
  await topics.getByRole('link', { name: /Call Answering/ }).click();
  await expect(page).toHaveURL(/\/faq\/call-answering$/);
});

test('an unknown section says there are no FAQs for it', async ({ page, request }) => {
  const html = await (await request.get('/faq/billing')).text();
  expect(html).toContain('No FAQs available for this section.');
  await page.goto('/faq/billing');
  await expect(page.getByText('No FAQs available for this section.')).toBeVisible();
  await expect(page.locator('main button[aria-expanded]')).toHaveCount(0);
});

test('without JavaScript every answer is readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq/consulting');
  await expect(
    page.getByText('Diaspora consulting supports people of African heritage'),
  ).toBeVisible();
  await context.close();
});
