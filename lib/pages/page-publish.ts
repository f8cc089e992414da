import 'server-only';
import { serviceContentSchema } from '@/page-kinds/service/shape';
import { expirePage } from '@/lib/freshness/expire';
import { nestedFieldErrors, INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { HttpError } from '@/lib/http/respond';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import type { PageAuthor } from '@/lib/own-data/pages/page-store';
import type { EditablePage } from './editable-pages';
import { authorOf, refusingStale } from './page-writes';
import { keepPictureDescription } from './picture-description';
import { afterServicePublish, checkServiceCopy, serviceNow } from './service-writes';
import { ownPageSchema } from '@/page-kinds/own/shape';
import { afterOwnPagePublish, checkOwnPageCopy, ownPageBefore } from './own-page-writes';

// What every publish of a page shares, whether the editor's "Publish" makes it now or the worker
// when a scheduled one is due: the copy checked, stored, the page's caches expired, a service's
// address moves followed (a service's or own page's), and the activity log told. One path, so the two never differ.

/** The copy in its kind's shape, or a 400 naming the fields that are not. */
export function validCopy(page: EditablePage, content: unknown): unknown {
  const parsed = page.schema.safeParse(content);
  if (!parsed.success)
    throw new HttpError(400, INVALID_FIELDS_MESSAGE, nestedFieldErrors(parsed.error));
  return parsed.data;
}

/** The copy as stored: a service's or own page's names an address it may take (400 otherwise). */
export async function checkedCopy(page: EditablePage, content: unknown): Promise<unknown> {
  if (page.kind === 'own') return checkOwnPageCopy(page.key, ownPageSchema.parse(content));
  if (page.kind !== 'service') return content;
  return checkServiceCopy(page.key, serviceContentSchema.parse(content));
}

/**
 * Publishes checked `content` through `store` (which returns the new version, or null when there
 * was nothing to publish after all) and does what follows every publish.
 */
export async function publishChecked(
  page: EditablePage,
  content: unknown,
  actor: Actor,
  store: (author: PageAuthor) => Promise<number | null>,
  summary = (version: number) => `Published version ${version}`,
): Promise<number | null> {
  const before = page.kind === 'service' ? (await serviceNow(page.key)).entry : undefined;
  const ownBefore = page.kind === 'own' ? await ownPageBefore(page.key) : undefined;
  const version = await refusingStale(() => store(authorOf(actor)));
  if (version === null) return null;
  await expirePage(page.key);
  if (page.kind === 'service')
    await afterServicePublish(before, serviceContentSchema.parse(content), actor);
  if (page.kind === 'own')
    await afterOwnPagePublish(ownBefore, ownPageSchema.parse(content), actor);
  await keepPictureDescription(content);
  await recordActivity(actor, {
    kind: 'page',
    summary: summary(version),
    itemId: page.key,
    itemTitle: page.title,
  });
  return version;
}
