import 'server-only';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import { formatLondonTime, londonWallTimeToInstant } from '@/lib/domain/london-time';
import type { PageScheduleInput } from '@/lib/domain/site-page';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { HttpError } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';
import { schedulePage } from '@/lib/own-data/pages/page-schedules';
import type { EditablePage } from './editable-pages';
import { checkedCopy, validCopy } from './page-publish';
import { refusingStale } from './page-writes';

/** Said beside "Publish at" when the time given has already passed. */
export const PAST_PUBLISH_AT_MESSAGE =
  'Choose a time in the future, or leave Publish at empty to publish now.';

const refused = (message: string) =>
  new HttpError(400, INVALID_FIELDS_MESSAGE, { publishAt: message });

/** "Publish at" as the instant it names; a malformed or past one is refused, nothing saved. */
function instantOf(wallTime: string): Date {
  const at = londonWallTimeToInstant(wallTime);
  if (!at) throw refused('Enter a real date and time.');
  if (at.getTime() <= Date.now()) throw refused(PAST_PUBLISH_AT_MESSAGE);
  return at;
}

/**
 * "Publish" with "Publish at": the copy, checked as a publish checks it, is kept as the page's
 * draft and published by the worker (./publish-due-pages.ts) at that instant; until then it is
 * nowhere public. A later save or publish of the page cancels it, as editing a scheduled news
 * post does.
 */
export async function schedulePublishOf(
  page: EditablePage,
  input: PageScheduleInput,
  account: SessionAccount,
) {
  const publishAt = instantOf(input.publishAt);
  const content = await checkedCopy(page, validCopy(page, input.content));
  const revision = await refusingStale(() =>
    schedulePage(page.key, content, input.revision, publishAt, account),
  );
  await recordActivity(account, {
    kind: 'page',
    summary: `Scheduled to publish at ${formatLondonTime(publishAt)}`,
    itemId: page.key,
    itemTitle: page.title,
  });
  return { revision, publishAt: publishAt.toISOString() };
}
