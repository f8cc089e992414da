import 'server-only';
import { servicePath } from '@/lib/content/page-paths';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import { env } from '@/lib/config/env';
import { services } from '@/lib/content/services';
import {
  serviceContentSchema,
  type NewServiceInput,
  type ServiceContent,
  type UnpublishInput,
} from '@/page-kinds/service/shape';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { HttpError } from '@/lib/http/respond';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { addPage, PageExistsError, withdrawPage } from '@/lib/own-data/pages/service-store';
import {
  addRedirect,
  findConflict,
  movePage,
  removeRedirectFrom,
} from '@/lib/own-data/redirects/redirect-store';
import { expirePage, expireRedirects, expireServices } from '@/lib/freshness/expire';
import { addressOf, serviceKeyOf, type ServiceEntry } from '@/lib/services/service-entries';
import { addressedPagesNow } from './addressed-pages';
import { checkServiceAddress } from './service-address-check';
import { serviceEntriesNow } from './service-pages';

const author = (account: SessionAccount) => ({ id: account.id, name: account.name });

/**
 * "Add service": a new service page at its own address, its copy a draft until it is published.
 * Its key is taken from the address (a second service once at the same address gets a -2).
 */
export async function addService(input: NewServiceInput, account: SessionAccount) {
  await checkServiceAddress(input.address, null, null, await addressedPagesNow());
  const draft = serviceContentSchema.parse({ ...input, navTitle: '' });
  for (let attempt = 1; ; attempt += 1) {
    const key = serviceKeyOf(attempt === 1 ? input.address : `${input.address}-${attempt}`);
    try {
      await addPage(key, draft, author(account));
      await recordActivity(account, {
        kind: 'page',
        summary: `Added a service at ${servicePath(input.address)}`,
        itemId: key,
        itemTitle: input.title,
      });
      return { key };
    } catch (error) {
      if (!(error instanceof PageExistsError) || attempt >= 20) throw error;
    }
  }
}

/** The service `key` as it is now, before a change to it. */
export async function serviceNow(
  key: string,
): Promise<{ entry?: ServiceEntry; all: ServiceEntry[] }> {
  const all = await serviceEntriesNow();
  return { entry: all.find((service) => service.key === key), all };
}

// What the site's lists show of a service: a change of any of these refreshes every page.
const listed = (copy: ServiceContent, address: string) =>
  JSON.stringify([copy.title, copy.navTitle, copy.summary, copy.image, copy.imageAlt, address]);

/**
 * Before a save or publish: the address it names must be free for it (400 on "address"). The
 * copy comes back naming its address (the current one when it names none), so that a copy
 * never moves a service by leaving its address out.
 */
export async function checkServiceCopy(key: string, content: ServiceContent) {
  const { entry } = await serviceNow(key);
  const current = entry?.address ?? null;
  const address = content.address || current || '';
  await checkServiceAddress(address, key, current, await addressedPagesNow());
  return { ...content, address };
}

/** A page at an address of its own (a service, a page of the firm's own) as it is now. */
export type AddressedEntry = Pick<ServiceEntry, 'key' | 'address' | 'title' | 'status'>;

/**
 * After the publish of a page at an address of its own: a live one that changed address leaves
 * a permanent redirect from the old one (listed in Redirects, no chain), one back live drops the
 * redirect from its address. Whether the address or the status changed.
 */
export async function afterAddressPublish(
  before: AddressedEntry,
  address: string,
  title: string,
  account: Actor,
): Promise<boolean> {
  const db = await ownDatabase();
  if (before.status === 'live' && address !== before.address) {
    await movePage(db, servicePath(before.address), servicePath(address));
    await expireRedirects();
    await recordActivity(account, {
      kind: 'page',
      summary: `Changed the address from ${servicePath(before.address)} to ${servicePath(address)}`,
      itemId: before.key,
      itemTitle: title,
    });
    return true;
  }
  if (before.status !== 'live' && (await removeRedirectFrom(db, servicePath(address))))
    await expireRedirects();
  return before.status !== 'live';
}

/**
 * After a service's publish: its address as afterAddressPublish, and the lists of services are
 * refreshed when what they show has changed.
 */
export async function afterServicePublish(
  before: ServiceEntry | undefined,
  content: ServiceContent,
  account: Actor,
): Promise<void> {
  if (!before) return;
  const address = addressOf(before.key, content);
  const changed = await afterAddressPublish(before, address, content.title, account);
  if (changed || listed(before, before.address) !== listed(content, address))
    await expireServices();
}

/** How unpublishing differs between services and pages of the firm's own. */
export type UnpublishFamily = {
  entry: (key: string) => Promise<AddressedEntry | undefined>;
  expireList: () => Promise<void>;
  noun: string;
};

const serviceFamily: UnpublishFamily = {
  entry: async (key) => (await serviceNow(key)).entry,
  expireList: () => expireServices(),
  noun: 'service',
};

/**
 * Unpublish: the service leaves every list, the sitemap and search; its address sends visitors
 * to `to` (a temporary redirect, listed in Redirects, dropped if it is published again) or,
 * with none, answers 410 Gone. A shipped address is taken by the code's route, which can
 * redirect but not answer 410: it needs somewhere to send its visitors.
 */
export async function unpublishService(
  page: { key: string; title: string },
  input: UnpublishInput,
  account: SessionAccount,
  family: UnpublishFamily = serviceFamily,
): Promise<{ revision: number }> {
  const entry = await family.entry(page.key);
  if (!entry || entry.status !== 'live')
    throw new HttpError(409, `This ${family.noun} is not published.`);
  const from = servicePath(entry.address);
  if (input.to === '' && services.some((service) => service.slug === entry.address))
    throw new HttpError(400, INVALID_FIELDS_MESSAGE, {
      to: `${from} is one of the site’s original addresses: choose a page to send its visitors to.`,
    });
  const db = await ownDatabase();
  if (input.to !== '') {
    const conflict = await findConflict(
      db,
      { from, to: input.to, permanent: false },
      env().SITE_URL,
    );
    if (conflict) throw new HttpError(409, INVALID_FIELDS_MESSAGE, { to: conflict.message });
  }
  const revision = await withdrawPage(page.key, input.revision, author(account));
  if (input.to !== '') {
    await addRedirect(db, { from, to: input.to, permanent: false }, env().SITE_URL);
    await expireRedirects();
  } else if (await removeRedirectFrom(db, from)) {
    // 410 Gone is the firm's word on this address: a redirect added over it before the From
    // check saw services added in the back office would otherwise answer instead.
    await expireRedirects();
  }
  await Promise.all([family.expireList(), expirePage(page.key)]);
  await recordActivity(account, {
    kind: 'page',
    summary: `Unpublished; ${from} ${input.to ? `now redirects to ${input.to}` : 'answers 410 Gone'}`,
    itemId: page.key,
    itemTitle: entry.title,
  });
  return { revision };
}
