import 'server-only';
import { readJson, readLimitedText } from '../http/read-body';

const FORM_LIMIT = 64 * 1024;

/**
 * The contact form arrives as JSON from the script, or as a plain form post from a browser
 * without JavaScript. Both become one object for the same zod schema.
 */
export async function readContactBody(
  request: Request,
): Promise<{ body: unknown; isForm: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(await readLimitedText(request, FORM_LIMIT));
    return { body: Object.fromEntries(params), isForm: true };
  }
  return { body: await readJson(request), isForm: false };
}
