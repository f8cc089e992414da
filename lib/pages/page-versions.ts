import 'server-only';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import type { PageVersion } from '@/lib/domain/site-page';
import { serviceContentSchema } from '@/page-kinds/service/shape';
import { HttpError } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';
import {
  pageVersions,
  readPage,
  restoreVersion,
  versionContent,
} from '@/lib/own-data/pages/page-store';
import { expirePage } from '@/lib/freshness/expire';
import { addressOf } from '@/lib/services/service-entries';
import type { EditablePage } from './editable-pages';
import { authorOf, originalOf, refusingStale } from './page-writes';
import { afterServicePublish, checkServiceCopy, serviceNow } from './service-writes';
import { ownPageSchema } from '@/page-kinds/own/shape';
import { afterOwnPagePublish, checkOwnPageCopy, ownPageBefore } from './own-page-writes';

// A page's History: its published versions, and an earlier one published again.

/**
 * A service's or own page's old version may name an address taken since (by another page, a
 * redirect or a route of the site's own): restoring it is refused (409), saying why, and
 * nothing changes.
 */
async function checkRestorable(
  page: EditablePage,
  version: number,
  content: unknown,
): Promise<void> {
  if (page.kind !== 'service' && page.kind !== 'own') return;
  if (content === undefined) throw new HttpError(404, 'This version was not found.');
  const schema = page.kind === 'own' ? ownPageSchema : serviceContentSchema;
  const copy = schema.safeParse(content);
  if (!copy.success)
    throw new HttpError(409, `Version ${version} cannot be restored: it no longer fits the page.`);
  try {
    if (page.kind === 'own') await checkOwnPageCopy(page.key, ownPageSchema.parse(content));
    else {
      // A copy that names no address (one published before addresses could change) is at its
      // key's: restoring it moves the service there.
      const service = serviceContentSchema.parse(content);
      await checkServiceCopy(page.key, { ...service, address: addressOf(page.key, service) });
    }
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    const why = Object.values(error.fields ?? {})[0] ?? error.message;
    throw new HttpError(409, `Version ${version} cannot be restored: ${why}`);
  }
}

/**
 * Restore: version `version` published again as a new version, once `checks` (the Checks before
 * publishing, which the door runs) pass on its copy.
 */
export async function restoreOf(
  page: EditablePage,
  version: number,
  revision: number,
  account: SessionAccount,
  checks: (content: unknown) => Promise<void>,
) {
  // Read once: the checks, the address checks and what follows an own page's publish share it.
  const content = await versionContent(page.key, version);
  await checkRestorable(page, version, content);
  if (content !== undefined) await checks(content);
  const before = page.kind === 'service' ? (await serviceNow(page.key)).entry : undefined;
  const ownBefore = page.kind === 'own' ? await ownPageBefore(page.key) : undefined;
  const published = await refusingStale(() =>
    restoreVersion(page.key, version, revision, authorOf(account), originalOf(page)),
  );
  await expirePage(page.key);
  if (before) {
    const { entry } = await serviceNow(page.key);
    if (entry) await afterServicePublish(before, entry, account);
  }
  if (page.kind === 'own') {
    const restored = ownPageSchema.safeParse(content);
    if (restored.success) await afterOwnPagePublish(ownBefore, restored.data, account);
  }
  await recordActivity(account, {
    kind: 'page',
    summary: `Restored version ${version} as version ${published}`,
    itemId: page.key,
    itemTitle: page.title,
  });
  return { version: published };
}

/** Published versions, newest first, the live one marked current. */
export async function historyOf(page: EditablePage): Promise<PageVersion[]> {
  const [{ published }, versions] = await Promise.all([readPage(page.key), pageVersions(page.key)]);
  return versions.map((entry) => ({
    version: entry.version,
    publishedAt: entry.publishedAt.toISOString(),
    publishedBy: entry.publishedBy,
    current: entry.version === published?.version,
  }));
}
