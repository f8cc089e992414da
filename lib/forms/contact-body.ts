import 'server-only';
import { readJson, readLimitedText } from '@/lib/http/read-body';

const FORM_LIMIT = 64 * 1024;

/**
 * The contact form arrives as JSON from the script, or as a plain form post from a browser
 * without JavaScript. Both become one object for the same zod schema. (Which answer the sender
 * gets is decided apart, in lib/doors/public-form-door.ts.)
 */
export async function readContactBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await readLimitedText(request, FORM_LIMIT)));
  }
  return readJson(request);
}
