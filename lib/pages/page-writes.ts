import 'server-only';
import { formatDateTime } from '@/lib/dates/date-formats';
import { staleSaveMessage } from '@/lib/domain/site-page';
import { HttpError } from '@/lib/http/respond';
import type { Actor } from '@/lib/own-data/activity/record';
import {
  StalePageError,
  UnknownVersionError,
  type PageAuthor,
} from '@/lib/own-data/pages/page-store';
import type { EditablePage } from './editable-pages';

// What every write of a page shares: who wrote it, its first version, and the refusals.

const LONDON = 'Europe/London';

/** A stale save answers 409 naming who saved since and when (London time). */
export async function refusingStale<T>(work: () => Promise<T>): Promise<T> {
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

/** The author a write records. */
export const authorOf = (actor: Actor): PageAuthor => ({ id: actor.id, name: actor.name });

/** The shipped copy, recorded as version 1 at the first publish (an added page has none). */
export const originalOf = (page: EditablePage) => (page.added ? undefined : page.seed);
