// Why a new redirect cannot join the ones there are: a second From, a loop or a chain. Every
// redirect answers in one hop: a visitor (and a search engine) goes straight to the end. Pure.
import type { RedirectInput } from './redirect';

type Existing = { from: string; to: string };
export type Conflict = { field: 'from' | 'to'; message: string };

/**
 * The path a target names on this site: a path as is, an https address on `ownOrigin` (the
 * running SITE_URL) by its path; null for another site.
 */
export function pathOnSite(target: string, ownOrigin?: string): string | null {
  if (target.startsWith('/')) return target;
  if (!ownOrigin || !URL.canParse(target)) return null;
  const url = new URL(target);
  return url.origin === new URL(ownOrigin).origin ? url.pathname : null;
}

/** The first reason `input` cannot be added beside `existing`, or null. */
export function redirectConflict(
  input: RedirectInput,
  existing: readonly Existing[],
  ownOrigin?: string,
): Conflict | null {
  const toPath = pathOnSite(input.to, ownOrigin);
  if (existing.some((redirect) => redirect.from === input.from)) {
    return { field: 'from', message: `There is already a redirect from ${input.from}.` };
  }
  if (toPath === input.from) return { field: 'to', message: 'It cannot point to itself.' };
  const onward = existing.find((redirect) => redirect.from === toPath);
  if (onward && pathOnSite(onward.to, ownOrigin) === input.from) {
    return {
      field: 'to',
      message: `That makes a loop: ${onward.from} already redirects to ${input.from}.`,
    };
  }
  if (onward) {
    return {
      field: 'to',
      message: `${onward.from} already redirects to ${onward.to}: point it at the end instead.`,
    };
  }
  const inbound = existing.find((redirect) => pathOnSite(redirect.to, ownOrigin) === input.from);
  if (inbound) {
    return {
      field: 'from',
      message: `${inbound.from} already redirects here, which would make a chain: point that one at the end instead, or remove it first.`,
    };
  }
  return null;
}

/**
 * Why `from` cannot take a redirect, given the status it answers today (asked of the server
 * itself): a redirect only ever replaces a 404, so a live page or an address that already
 * answers otherwise is refused. Null when it is not found.
 */
export function answeredConflict(from: string, status: number): Conflict | null {
  if (status === 404) return null;
  const message =
    status === 200
      ? `${from} is a live page (it answers 200): a redirect only replaces an address that is not found.`
      : status >= 300 && status < 400
        ? `${from} already redirects (it answers ${status}).`
        : `${from} answers ${status}, not 404: a redirect only replaces an address that is not found.`;
  return { field: 'from', message };
}
