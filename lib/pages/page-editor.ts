import 'server-only';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import type { PageEditorState, PageSaveInput } from '@/lib/domain/site-page';
import { HttpError } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';
import { publishPage, readPage, saveDraft } from '@/lib/own-data/pages/page-store';
import type { UnpublishInput } from '@/page-kinds/service/shape';
import { scheduleOf } from '@/lib/own-data/pages/page-schedules';
import type { EditablePage } from './editable-pages';
import { authorOf, originalOf, refusingStale } from './page-writes';
import { checkedCopy, publishChecked, validCopy } from './page-publish';
import { unpublishService } from './service-writes';
import { unpublishOwnPage } from './own-page-writes';

/** The page as its editor opens it: its draft if it has one, else what is public. */
export async function editorState(page: EditablePage): Promise<PageEditorState> {
  const [{ row, published }, schedule] = await Promise.all([
    readPage(page.key),
    scheduleOf(page.key),
  ]);
  return {
    key: page.key,
    kind: page.kind,
    title: page.title,
    path: page.path,
    revision: row?.revision ?? 0,
    hasDraft: row?.draft != null,
    saved: row?.savedBy && row.savedAt ? { by: row.savedBy, at: row.savedAt.toISOString() } : null,
    content: withAddress(page, row?.draft ?? published?.content ?? page.seed),
    scheduled: schedule
      ? { at: schedule.publishAt.toISOString(), by: schedule.actorName, error: schedule.lastError }
      : null,
    ...(page.status ? { status: page.status } : {}),
  };
}

/** A service's copy published before addresses could change names none: it is its page's. */
function withAddress(page: EditablePage, content: unknown): unknown {
  if (!hasAddress(page) || typeof content !== 'object' || content === null) return content;
  return { address: page.path.slice(1), ...content };
}

/** A service and a page of the firm's own are at an address of their own, which may change. */
const hasAddress = (page: EditablePage) => page.kind === 'service' || page.kind === 'own';

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

/** Publish now (a schedule the page had is cancelled: this copy is the editor's now). */
export async function publishOf(page: EditablePage, input: PageSaveInput, account: SessionAccount) {
  const content = await checkedCopy(page, validCopy(page, input.content));
  const version = await publishChecked(page, content, account, (author) =>
    publishPage(page.key, content, input.revision, author, originalOf(page)),
  );
  return { version: version! };
}

/** Unpublish a service or own page (a stale revision answers 409 naming who saved since). */
export function unpublishOf(page: EditablePage, input: UnpublishInput, account: SessionAccount) {
  if (page.kind === 'own') return refusingStale(() => unpublishOwnPage(page, input, account));
  if (page.kind !== 'service')
    throw new HttpError(404, 'Only a service or a page of your own can be unpublished.');
  return refusingStale(() => unpublishService(page, input, account));
}
