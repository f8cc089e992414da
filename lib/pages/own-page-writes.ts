import 'server-only';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import { servicePath } from '@/lib/content/page-paths';
import {
  ownPageKeyOf,
  ownPageSchema,
  type NewOwnPageInput,
  type OwnPage,
} from '@/page-kinds/own/shape';
import type { UnpublishInput } from '@/page-kinds/service/shape';
import { expireOwnPages } from '@/lib/freshness/expire';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { addPage, PageExistsError } from '@/lib/own-data/pages/service-store';
import { ownPagesNow } from '@/lib/own-pages/own-page-list';
import { addressedPagesNow } from './addressed-pages';
import { checkServiceAddress } from './service-address-check';
import { afterAddressPublish, unpublishService, type UnpublishFamily } from './service-writes';

// The writes of a page of the firm's own that differ from any page's (lib/pages/page-editor.ts):
// its making, its address, and its leaving public view.

const ownPageNow = async (key: string) => (await ownPagesNow()).find((page) => page.key === key);

/** "Add page": a page with no sections yet at its own address, a draft until it is published. */
export async function addOwnPage(input: NewOwnPageInput, account: SessionAccount) {
  await checkServiceAddress(input.address, null, null, await addressedPagesNow());
  const draft = ownPageSchema.parse({ title: input.title, address: input.address, sections: [] });
  for (let attempt = 1; ; attempt += 1) {
    const key = ownPageKeyOf(attempt === 1 ? input.address : `${input.address}-${attempt}`);
    try {
      await addPage(key, draft, { id: account.id, name: account.name });
      await recordActivity(account, {
        kind: 'page',
        summary: `Added a page at ${servicePath(input.address)}`,
        itemId: key,
        itemTitle: input.title,
      });
      return { key };
    } catch (error) {
      if (!(error instanceof PageExistsError) || attempt >= 20) throw error;
    }
  }
}

/** Before a save or publish: the address the copy names must be free for it (400 otherwise). */
export async function checkOwnPageCopy(key: string, content: OwnPage): Promise<OwnPage> {
  const current = (await ownPageNow(key))?.address ?? null;
  const address = content.address || current || '';
  await checkServiceAddress(address, key, current, await addressedPagesNow());
  return { ...content, address };
}

/** What a page was before its publish, for afterOwnPagePublish. */
export const ownPageBefore = ownPageNow;

/** After a publish: its address moved or brought back, and the routes' list of pages refreshed. */
export async function afterOwnPagePublish(
  before: Awaited<ReturnType<typeof ownPageNow>>,
  content: OwnPage,
  account: Actor,
): Promise<void> {
  if (before) await afterAddressPublish(before, content.address, content.title, account);
  await expireOwnPages();
}

const family: UnpublishFamily = {
  entry: ownPageNow,
  expireList: () => expireOwnPages(),
  noun: 'page',
};

/** Unpublish: its address then redirects where the editor chose, or answers 410 Gone. */
export const unpublishOwnPage = (
  page: { key: string; title: string },
  input: UnpublishInput,
  account: SessionAccount,
) => unpublishService(page, input, account, family);
