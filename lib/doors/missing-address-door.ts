import 'server-only';
import { answerMissingAddress } from '@/lib/redirects/missing-address';
import { door } from './door';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The door of every address no route takes (next.config.mjs's fallback rewrite): open to all,
 * no Origin check or rate limit (a 404 must stay cheap), its redirect or the 404 page.
 */
export const missingAddressDoor = () =>
  door<undefined, Context>({ sameOrigin: 'never' }, async (request, context) =>
    answerMissingAddress(request, (await context.params).path),
  );
