import 'server-only';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import type { PageEditorState, PageSaveInput } from '@/lib/domain/site-page';
import { nestedFieldErrors, INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { HttpError } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';
import { publishPage, readPage, saveDraft } from '@/lib/own-data/pages/page-store';
import { serviceContentSchema, type UnpublishInput } from '@/lib/domain/service-page';
import { expirePage } from '@/lib/freshness/expire';
import type { EditablePage } from './page-kinds';
import { authorOf, originalOf, refusingStale } from './page-writes';
import { keepPictureDescription } from './picture-description';
import {
  afterServicePublish,
  checkServiceCopy,
  serviceNow,
  unpublishService,
} from './service-writes';

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

export async function saveDraftOf(
  page: EditablePage,
  input: PageSaveInput,
  account: SessionAccount,
) {
  const content = await checkedCopy(page, validCopy(page, input.content));
  const revision = await refusingStale(() =>
    saveDraft(page.key, content, input.revision, authorOf(account)),
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
    publishPage(page.key, content, input.revision, authorOf(account), originalOf(page)),
  );
  await expirePage(page.key);
  if (page.kind === 'service')
    await afterServicePublish(before, serviceContentSchema.parse(content), account);
  await keepPictureDescription(content);
  await recordActivity(account, {
    kind: 'page',
    summary: `Published version ${version}`,
    itemId: page.key,
    itemTitle: page.title,
  });
  return { version };
}

/** Unpublish a service (a stale revision answers 409 naming who saved since). */
export function unpublishOf(page: EditablePage, input: UnpublishInput, account: SessionAccount) {
  if (page.kind !== 'service') throw new HttpError(404, 'Only a service can be unpublished.');
  return refusingStale(() => unpublishService(page, input, account));
}
