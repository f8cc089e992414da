// Unpublishing a service the firm added in the back office, on a real PGlite database.
import { describe, expect, it, vi } from 'vitest';
import { sessionAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

vi.mock('@/lib/freshness/expire', () => ({
  expirePage: vi.fn(),
  expireRedirects: vi.fn(),
  expireServices: vi.fn(),
}));
const { database } = withOwnDatabase('service-writes');
const { addService, unpublishService } = await import('./service-writes');
const pages = await import('@/lib/own-data/pages/page-store');
const redirects = await import('@/lib/own-data/redirects/redirect-store');

const account = sessionAccount();
const payroll = {
  title: 'Payroll for small firms',
  address: 'payroll-for-small-firms',
  summary: 'Payslips, pensions and HMRC filings done for you every month.',
  intro: 'We run your payroll end to end, from timesheets to RTI submissions.',
};

describe('a service unpublished as "410 Gone"', () => {
  it('answers 410 even where a redirect was added over it before the From check saw it', async () => {
    const { key } = await addService(payroll, account);
    const { row } = await pages.readPage(key);
    await pages.publishPage(key, row!.draft, row!.revision, account, undefined);
    // Accepted before redirects' From check read the services added in the back office.
    const { db } = await database();
    await redirects.addRedirect(
      db,
      { from: '/payroll-for-small-firms', to: '/contact-us', permanent: true },
      'http://localhost',
    );
    const { row: published } = await pages.readPage(key);
    await unpublishService(
      { key, title: payroll.title },
      { to: '', revision: published!.revision },
      account,
    );
    const left = await redirects.listRedirects(db);
    expect(left.map((redirect) => redirect.from)).not.toContain('/payroll-for-small-firms');
  });
});
