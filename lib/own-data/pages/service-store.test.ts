import { describe, expect, it } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

const { database } = withOwnDatabase('service-store');
const store = await import('./service-store');
const pages = await import('./page-store');
const redirects = await import('../redirects/redirect-store');

const jane = { id: 1, name: 'Jane Smith' };
const payroll = { title: 'Payroll', summary: 'Payslips.', intro: 'We run it.', address: 'payroll' };

describe('services added in the back office', () => {
  it('starts a service as a draft, public only once published, as version 1', async () => {
    await store.addPage('service:payroll', payroll, jane);
    let [record] = (await store.readServiceRecords()).filter((r) => r.key === 'service:payroll');
    expect(record).toMatchObject({ published: null, draft: payroll, withdrawnAt: null });
    expect(record?.addedAt).toBeTruthy();

    const version = await pages.publishPage('service:payroll', payroll, 1, jane, undefined);
    expect(version).toBe(1);
    [record] = (await store.readServiceRecords()).filter((r) => r.key === 'service:payroll');
    expect(record?.published?.content).toEqual(payroll);
    expect(record?.draft).toBeNull();
  });

  it('refuses a second page under a key in use', async () => {
    await expect(store.addPage('service:payroll', payroll, jane)).rejects.toBeInstanceOf(
      store.PageExistsError,
    );
  });

  it('unpublishes on the loaded revision only, and a publish brings it back', async () => {
    const { row } = await pages.readPage('service:payroll');
    await expect(
      store.withdrawPage('service:payroll', row!.revision - 1, jane),
    ).rejects.toBeInstanceOf(pages.StalePageError);
    const revision = await store.withdrawPage('service:payroll', row!.revision, jane);
    let [record] = (await store.readServiceRecords()).filter((r) => r.key === 'service:payroll');
    expect(record?.withdrawnAt).toBeTruthy();
    await pages.publishPage('service:payroll', payroll, revision, jane, undefined);
    [record] = (await store.readServiceRecords()).filter((r) => r.key === 'service:payroll');
    expect(record?.withdrawnAt).toBeNull();
  });
});

describe('a page moving to a new address', () => {
  it('leaves one permanent redirect, leads the older ones on, and drops one from its new address', async () => {
    const { db } = await database();
    await redirects.movePage(db, '/a', '/b');
    await redirects.movePage(db, '/b', '/c');
    const targets = async () =>
      Object.fromEntries((await redirects.redirectTargets(db)).map((r) => [r.from, r.to]));
    expect(await targets()).toEqual({ '/a': '/c', '/b': '/c' });
    // Back to /a: no loop, no chain.
    await redirects.movePage(db, '/c', '/a');
    expect(await targets()).toEqual({ '/b': '/a', '/c': '/a' });
    expect((await redirects.redirectTargets(db)).every((r) => r.permanent)).toBe(true);
  });
});
