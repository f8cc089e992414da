import 'server-only';
import { env } from '@/lib/config/env';
import type { NotFoundLog, Redirect, RedirectInput } from '@/lib/domain/redirect';
import { answeredConflict } from '@/lib/domain/redirect-conflicts';
import { HttpError } from '@/lib/http/respond';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { listNotFound } from '@/lib/own-data/redirects/not-found-log';
import * as store from '@/lib/own-data/redirects/redirect-store';
import { expireRedirects } from '@/lib/site/cache/expire';
import { statusToday } from './ask-this-server';

const described = (redirect: Redirect) =>
  `${redirect.from} → ${redirect.to} (${redirect.permanent ? 'permanent' : 'temporary'})`;

export const listSiteRedirects = async (): Promise<Redirect[]> =>
  store.listRedirects(await ownDatabase());

export const notFoundLog = async (): Promise<NotFoundLog> => listNotFound(await ownDatabase());

/**
 * Adds a redirect unless it clashes with the others (a second From, a loop, a chain) or its
 * From answers anything but 404 today (asked of this server, as a visitor's browser would). It
 * answers on every instance from the next request on (the redirects' tag, expired everywhere).
 */
export async function addSiteRedirect(actor: Actor, input: RedirectInput): Promise<store.Added> {
  const db = await ownDatabase();
  const ownOrigin = env().SITE_URL;
  // The clashes first: they say more than the status of an address a redirect already takes.
  const clash = await store.findConflict(db, input, ownOrigin);
  if (clash) return { conflict: clash };
  const status = await statusToday(input.from).catch((error: unknown) => {
    console.error('[redirects] could not ask for', input.from, error);
    throw new HttpError(503, 'The address could not be checked. Please try again.');
  });
  const answered = answeredConflict(input.from, status);
  if (answered) return { conflict: answered };
  const added = await store.addRedirect(db, input, ownOrigin);
  if (added.conflict) return added;
  await expireRedirects();
  const { redirect } = added;
  await recordActivity(actor, {
    kind: 'redirect',
    summary: 'Added a redirect',
    itemId: redirect.id,
    itemTitle: described(redirect),
  });
  return { redirect };
}

/** Removes a redirect: its address answers 404 again from the next request on. */
export async function removeSiteRedirect(actor: Actor, id: number): Promise<void> {
  const removed = await store.removeRedirect(await ownDatabase(), id);
  if (!removed) throw new HttpError(404, 'There is no such redirect.');
  await expireRedirects();
  await recordActivity(actor, {
    kind: 'redirect',
    summary: 'Removed a redirect',
    itemId: id,
    itemTitle: described(removed),
  });
}
