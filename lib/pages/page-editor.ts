import 'server-only';
import { formatDateTime } from '@/lib/admin/dates';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import {
  staleSaveMessage,
  type PageEditorState,
  type PageSaveInput,
  type PageVersion,
} from '@/lib/domain/site-page';
import { nestedFieldErrors, INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { HttpError } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';
import {
  pageVersions,
  publishPage,
  readPage,
  restoreVersion,
  saveDraft,
  StalePageError,
  UnknownVersionError,
  versionContent,
} from '@/lib/own-data/pages/page-store';
import { serviceContentSchema, type UnpublishInput } from '@/lib/domain/service-page';
import { expirePage } from '@/lib/site/cache/expire';
import { addressOf } from '@/lib/site/services/service-entries';
import type { EditablePage } from './page-kinds';
import {
  afterServicePublish,
  checkServiceCopy,
  serviceNow,
  unpublishService,
} from './service-writes';

const LONDON = 'Europe/London';

/** The page as its editor opens it: its draft if it has one, else what is public. */
export async function editorState(page: EditablePage): Promise<PageEditorState> {
  const { row, published } = await readPage(page.key);
  return {
    key: page.key,
    kind: page.kind,
    title: page.title,
    path: page.path,
    revision: row?.revision ?? 0,
    hasDraft: row?.draft != null,
    saved: row?.savedBy && row.savedAt ? { by: row.savedBy, at: row.savedAt.toISOString() } : null,
    content: withAddress(page, row?.draft ?? published?.content ?? page.seed),
    ...(page.status ? { status: page.status } : {}),
  };
}

/** A service's copy published before addresses could change names none: it is its page's. */
function withAddress(page: EditablePage, content: unknown): unknown {
  if (page.kind !== 'service' || typeof content !== 'object' || content === null) return content;
  return { address: page.path.slice(1), ...content };
}

/** The shipped copy, recorded as version 1 at the first publish (an added page has none). */
const originalOf = (page: EditablePage) => (page.added ? undefined : page.seed);

/** The copy as stored: a service's names an address it may take (400 otherwise). */
async function checkedCopy(page: EditablePage, content: unknown): Promise<unknown> {
  if (page.kind !== 'service') return content;
  return checkServiceCopy(page.key, serviceContentSchema.parse(content));
}

function validCopy(page: EditablePage, content: unknown): unknown {
  const parsed = page.schema.safeParse(content);
  if (!parsed.success)
    throw new HttpError(400, INVALID_FIELDS_MESSAGE, nestedFieldErrors(parsed.error));
  return parsed.data;
}

/** A stale save answers 409 naming who saved since and when (London time). */
async function refusingStale<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StalePageError) {
      throw new HttpError(
        409,
        staleSaveMessage(error.by, formatDateTime(error.at.toISOString(), LONDON)),
      );
    }
    if (error instanceof UnknownVersionError)
      throw new HttpError(404, 'This version was not found.');
    throw error;
  }
}

const author = (account: SessionAccount) => ({ id: account.id, name: account.name });

export async function saveDraftOf(
  page: EditablePage,
  input: PageSaveInput,
  account: SessionAccount,
) {
  const content = await checkedCopy(page, validCopy(page, input.content));
  const revision = await refusingStale(() =>
    saveDraft(page.key, content, input.revision, author(account)),
  );
  await recordActivity(account, {
    kind: 'page',
    summary: 'Saved a draft',
    itemId: page.key,
    itemTitle: page.title,
  });
  return { revision };
}

export async function publishOf(page: EditablePage, input: PageSaveInput, account: SessionAccount) {
  const content = await checkedCopy(page, validCopy(page, input.content));
  const before = page.kind === 'service' ? (await serviceNow(page.key)).entry : undefined;
  const version = await refusingStale(() =>
    publishPage(page.key, content, input.revision, author(account), originalOf(page)),
  );
  await expirePage(page.key);
  if (page.kind === 'service')
    await afterServicePublish(before, serviceContentSchema.parse(content), account);
  await recordActivity(account, {
    kind: 'page',
    summary: `Published version ${version}`,
    itemId: page.key,
    itemTitle: page.title,
  });
  return { version };
}

/**
 * A service's old version may name an address taken since (by another service, a redirect or a
 * route of the site's own): restoring it is refused (409), saying why, and nothing changes.
 */
async function checkRestorable(page: EditablePage, version: number): Promise<void> {
  if (page.kind !== 'service') return;
  const content = await versionContent(page.key, version);
  if (content === undefined) throw new HttpError(404, 'This version was not found.');
  const copy = serviceContentSchema.safeParse(content);
  if (!copy.success)
    throw new HttpError(409, `Version ${version} cannot be restored: it no longer fits the page.`);
  try {
    // A copy that names no address (one published before addresses could change) is at its
    // key's: restoring it moves the service there.
    await checkServiceCopy(page.key, { ...copy.data, address: addressOf(page.key, copy.data) });
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    const why = Object.values(error.fields ?? {})[0] ?? error.message;
    throw new HttpError(409, `Version ${version} cannot be restored: ${why}`);
  }
}

export async function restoreOf(
  page: EditablePage,
  version: number,
  revision: number,
  account: SessionAccount,
) {
  await checkRestorable(page, version);
  const before = page.kind === 'service' ? (await serviceNow(page.key)).entry : undefined;
  const published = await refusingStale(() =>
    restoreVersion(page.key, version, revision, author(account), originalOf(page)),
  );
  await expirePage(page.key);
  if (before) {
    const { entry } = await serviceNow(page.key);
    if (entry) await afterServicePublish(before, entry, account);
  }
  await recordActivity(account, {
    kind: 'page',
    summary: `Restored version ${version} as version ${published}`,
    itemId: page.key,
    itemTitle: page.title,
  });
  return { version: published };
}

/** Unpublish a service (a stale revision answers 409 naming who saved since). */
export function unpublishOf(page: EditablePage, input: UnpublishInput, account: SessionAccount) {
  if (page.kind !== 'service') throw new HttpError(404, 'Only a service can be unpublished.');
  return refusingStale(() => unpublishService(page, input, account));
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
