import 'server-only';
import { BackendError } from '@/lib/domain/backend-error';
import { ownUrl } from './links';

// The API may answer a call with a redirect: Django's APPEND_SLASH answers a path without its
// trailing slash with 301 to the slashed path, for every method when DEBUG is off (the old
// product relied on the browser following it). The client follows such a redirect with the
// same method and body while it stays under API_BASE_URL, and refuses any other.

/** The redirects the client follows; 303 ("see other", a GET elsewhere) is not one of them. */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 307, 308]);
export const MAX_REDIRECTS = 3;

export type EncodedBody = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

/**
 * A body as bytes, encoded once: a redirect sends the same bytes again (a stream can be read
 * only once, and a multipart body encoded twice would get a new boundary). Bodies are small
 * JSON or a multipart form already in memory.
 */
export async function encodeBody(
  body: { json: unknown } | { form: FormData },
): Promise<EncodedBody> {
  if ('json' in body) {
    return {
      bytes: new TextEncoder().encode(JSON.stringify(body.json)),
      contentType: 'application/json',
    };
  }
  // fetch's own multipart encoder, which writes the boundary into the content type.
  const encoded = new Request('http://encode.invalid/', { method: 'POST', body: body.form });
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

function resolve(location: string | null, from: URL): URL | null {
  if (!location) return null;
  try {
    return new URL(location, from);
  } catch {
    return null;
  }
}

/**
 * Where a redirect answer to `from` leads, when that is on API_BASE_URL's origin and under its
 * path; a BackendError otherwise, so that neither the token nor the body leaves the API.
 */
export function redirectTarget(location: string | null, from: URL, baseUrl: string): URL {
  const resolved = resolve(location, from);
  const target = resolved && ownUrl(resolved.href, baseUrl);
  if (target && target.pathname.startsWith(new URL(`${baseUrl}/`).pathname)) return target;
  // Origin and path only: a query may carry what does not belong in a log.
  const where = resolved ? `${resolved.origin}${resolved.pathname}` : 'no valid address';
  console.error(
    `[backend:upstream] ${from.pathname} redirected to ${where}, outside API_BASE_URL: refused`,
  );
  throw new BackendError('upstream', 'The service redirected outside its address (refused)');
}
