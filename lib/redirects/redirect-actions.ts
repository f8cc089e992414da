import 'server-only';
import { env } from '@/lib/config/env';
import type { NotFoundLog, Redirect, RedirectInput } from '@/lib/domain/redirect';
import { answeredConflict, type Conflict } from '@/lib/domain/redirect-conflicts';
import { HttpError } from '@/lib/http/respond';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { listNotFound } from '@/lib/own-data/redirects/not-found-log';
import type { Db } from '@/lib/own-data/db/client';
import { readServiceRecords } from '@/lib/own-data/pages/service-store';
import * as store from '@/lib/own-data/redirects/redirect-store';
import { expireRedirects } from '@/lib/freshness/expire';
import { serviceEntries } from '@/lib/services/service-entries';
import { statusToday } from './ask-this-server';
import { internalFromProblem } from './internal-addresses';

const described = (redirect: Redirect) =>
  `${redirect.from} → ${redirect.to} (${redirect.permanent ? 'permanent' : 'temporary'})`;

export const listSiteRedirects = async (): Promise<Redirect[]> =>
  store.listRedirects(await ownDatabase());

export const notFoundLog = async (): Promise<NotFoundLog> => listNotFound(await ownDatabase());

/**
 * What `from` answers today where the server's own look cannot see it: a service at an address
 * the build did not know (added or moved in the back office) is answered by the fallback
 * rewrite's handler, which that look steps aside from (SKIP_REDIRECTS_HEADER), so the services
 * are read from their store, fresh. A live one: 200; one unpublished with no redirect: 410 (its
 * redirect, if it has one, is a clash found before this). Null when no service is there.
 */
async function serviceAnswer(db: Db, from: string): Promise<200 | 410 | null> {
  const segment = from.slice(1);
  if (segment === '' || segment.includes('/')) return null;
  const entries = serviceEntries(await readServiceRecords(db));
  const service = entries.find((entry) => entry.address === segment);
  if (!service) return null;
  return service.status === 'live' ? 200 : 410;
}

/**
 * Why `from` cannot take a redirect given what it answers today. An address that answers 410
 * because its service was unpublished as ended ("Answers 410 Gone" in its editor) is refused
 * rather than shadowed: that is the service's own decision, taken on the page itself, and a
 * redirect added on another screen must not quietly undo it. This is how the hosted shops and
 * CMSs behave (Shopify's URL redirects, for one, only ever take an address that no longer
 * answers): a redirect replaces a 404, nothing else. The editor changes the decision where it
 * was taken: publish the service again, then unpublish it with a page to send visitors to.
 */
function todayConflict(from: string, status: number): Conflict | null {
  if (status !== 410) return answeredConflict(from, status);
  return {
    field: 'from',
    message: `${from} answers 410 Gone: its service was unpublished as ended, and a redirect cannot override that. To send its visitors elsewhere, publish the service again and unpublish it with a page to send them to.`,
  };
}

/**
 * Adds a redirect unless its From belongs to the site's machinery (internal-addresses.ts), it
 * clashes with the others (a second From, a loop, a chain) or its From answers anything but 404
 * today: asked of this server, as a visitor's browser would, and of the services' store for the
 * services the build did not know. It answers on every instance from the next request on (the
 * redirects' tag, expired everywhere).
 */
export async function addSiteRedirect(actor: Actor, input: RedirectInput): Promise<store.Added> {
  const internal = internalFromProblem(input.from);
  if (internal) return { conflict: { field: 'from', message: internal } };
  const db = await ownDatabase();
  const ownOrigin = env().SITE_URL;
  // The clashes first: they say more than the status of an address a redirect already takes.
  const clash = await store.findConflict(db, input, ownOrigin);
  if (clash) return { conflict: clash };
  const status = await statusToday(input.from).catch((error: unknown) => {
    console.error('[redirects] could not ask for', input.from, error);
    throw new HttpError(503, 'The address could not be checked. Please try again.');
  });
  const answered = todayConflict(
    input.from,
    status === 404 ? ((await serviceAnswer(db, input.from)) ?? 404) : status,
  );
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
