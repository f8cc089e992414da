import 'server-only';
import { env } from '@/lib/config/env';
import { HttpError } from './respond';

/**
 * Mutations must come from the site's own pages. Browsers always send Origin on POST, PATCH
 * and DELETE; a missing or foreign one is refused.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const allowed = new Set([env().SITE_URL, new URL(request.url).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  if (!origin || !allowed.has(origin)) {
    throw new HttpError(403, 'This request did not come from this website.');
  }
}
