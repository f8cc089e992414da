import { expect, test } from './support/fixtures';
import type { Message } from '../lib/domain/message';
import { createMessage, openAdmin, replyThroughApi } from './support/admin-helpers';
import { card, inbox, setRead } from './support/inbox-helpers';
import { unique } from './support/unique';

// Show, Service and Search: served by the embedded backend, not offered in upstream mode.
test('upstream: the filters the API cannot serve are not offered', async ({
  adminPage: page,
  mode,
}) => {
  test.skip(mode !== 'upstream', 'the embedded backend filters; see the next test');
  await openAdmin(page, '/admin');
  const message = await createMessage(page);
  expect((await inbox(page, 'status=replied&q=nothing')).filters).toEqual({
    status: false,
    service: false,
    search: false,
  });
  // A filtered address shows the plain list rather than a list it did not filter.
  await page.goto('/admin/messages?status=replied&q=nothing');
  await expect(card(page, message)).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByLabel('Show', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Service', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Search messages')).toHaveCount(0);
});

const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

test('Show, Service and the search find the messages they name', async ({
  adminPage: page,
  mode,
}) => {
  test.skip(mode === 'upstream', "the firm's API cannot filter; see the upstream test");
  test.setTimeout(60_000);
  await openAdmin(page, '/admin');
  const word = unique('inbox');
  const phone = `+44 20 ${digits(4)} ${digits(4)}`;
  const waiting = await createMessage(page, {
    description: `Please call back about ${word}.`,
    service_of_interest: 'Cyber Solutions',
    phone_number: phone,
  });
  const answered = await createMessage(page, { description: `A payroll question, ${word}.` });
  const seen = await createMessage(page, {
    description: `A risk review, ${word}.`,
    service_of_interest: 'Cyber Solutions',
  });
  await replyThroughApi(page, answered.id, 'We can help.');
  for (const id of [answered.id, seen.id])
    expect((await setRead(page, id, true)).status()).toBe(200);

  const names = page.getByRole('main').getByRole('article').locator('h2');
  const shows = (messages: Message[]) =>
    expect(names).toHaveText(messages.map((message) => message.full_name!));
  const show = page.getByLabel('Show', { exact: true });
  const service = page.getByLabel('Service', { exact: true });
  const search = page.getByLabel('Search messages');

  // The dashboard's figure leads to the unread messages.
  await page.getByRole('link', { name: 'See unread messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=unread$/);
  await expect(show).toHaveValue('unread');

  await search.fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages\\?status=unread&q=${word}$`));
  await shows([waiting]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages (1)');

  await show.selectOption('All');
  await expect(page).toHaveURL(new RegExp(`/admin/messages\\?q=${word}$`));
  await shows([seen, answered, waiting]);
  await show.selectOption('Unreplied');
  await shows([seen, waiting]);
  await show.selectOption('Replied');
  await shows([answered]);
  await service.selectOption('Cyber Solutions');
  await expect(page.getByText('No messages match these filters.')).toBeVisible();
  await show.selectOption('All');
  await expect(page).toHaveURL(/\?service=Cyber\+Solutions&q=/);
  await shows([seen, waiting]);
  await page.reload();
  await expect(service).toHaveValue('Cyber Solutions');
  await expect(search).toHaveValue(word);
  await shows([seen, waiting]);

  // The search covers the phone number, the e-mail address and the name as well.
  await search.fill(phone);
  await search.press('Enter');
  await shows([waiting]);
  await service.selectOption({ label: 'All services' });
  // The select navigates; the search box is filled again from the new address, so wait for it.
  await expect(page).not.toHaveURL(/service=/);
  await search.fill(seen.userEmail!.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await shows([seen]);
  await search.fill(answered.full_name!);
  await search.press('Enter');
  await shows([answered]);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});
