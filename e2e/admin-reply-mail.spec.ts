import { expect, test } from './support/fixtures';
import { createMessage, mailsTo, openAdmin } from './support/admin-helpers';
import { smtpSink } from './support/env';
import { unique } from './support/unique';

// The app under test sends replies to the loopback SMTP sink (e2e/support/smtp-sink.ts) over real SMTP.

test('a reply reaches the visitor by e-mail, from MAIL_FROM, quoting their message', async ({
  adminPage: page,
  request,
}) => {
  await openAdmin(page, '/admin');
  const address = `mail-${unique()}@example.com`;
  const message = await createMessage(page, {
    userEmail: address,
    description: 'Do you answer calls on Saturdays?\nWe open at 8am.',
  });
  await page.goto('/admin/messages');
  const item = page.getByRole('article', { name: message.full_name! });
  await item.getByRole('button', { name: 'Reply' }).click();
  await item
    .getByPlaceholder('Drop a message')
    .fill('Yes, our team answers calls seven days a week.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent successfully!')).toBeVisible();

  // The visitor also had the acknowledgement of their enquiry: the reply is the one with "Re:".
  const replies = async () =>
    (await mailsTo(request, address)).filter((mail) => mail.headers.includes('Subject: Re:'));
  await expect.poll(async () => (await replies()).length).toBe(1);
  const [mail] = await replies();
  expect(mail!.envelopeFrom).toBe(smtpSink.from);
  expect(mail!.headers).toContain('Subject: Re: your message to Crestfield Business Services');
  expect(mail!.body).toContain(`Dear ${message.full_name},`);
  expect(mail!.body).toContain('Yes, our team answers calls seven days a week.');
  expect(mail!.body).toContain('> Do you answer calls on Saturdays?\r\n> We open at 8am.');
});

test('a reply whose e-mail is refused is kept and queued; the dashboard shows the error', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const message = await createMessage(page, { userEmail: `bounce-${unique()}@refused.example` });
  await page.goto('/admin/messages');
  const item = page.getByRole('article', { name: message.full_name! });
  await item.getByRole('button', { name: 'Reply' }).click();
  await item.getByPlaceholder('Drop a message').fill('We will call you instead.');
  const answer = page.waitForResponse('**/api/admin/messages/*/replies');
  await item.getByRole('button', { name: 'Send reply' }).click();
  expect(await (await answer).json()).toMatchObject({
    mail: 'queued',
    message: { id: message.id },
  });
  await expect(page.getByText('Reply sent successfully!')).toBeVisible();
  await expect(item.getByText(/^Replied /)).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('article', { name: message.full_name! })
      .getByRole('button', { name: 'Already Replied' }),
  ).toBeDisabled();
  // The outbox keeps retrying it; the dashboard says so.
  await page.goto('/admin');
  await expect(page.getByText(/Last e-mail error: .*Mailbox unavailable/)).toBeVisible({
    timeout: 15_000,
  });
});
