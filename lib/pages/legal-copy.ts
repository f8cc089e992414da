import 'server-only';
import { z } from 'zod';
import { getLegalDocument, type LegalSlug } from '@/lib/content/legal';
import { legalSeed } from '@/lib/content/legal-seed';
import { legalPageSchema, type LegalPage } from '@/page-kinds/legal/shape';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import { htmlToText } from '@/lib/text/text';
import { pageCopy } from './page-copy';

/**
 * What a legal page's doors accept: its body through the one sanitiser on every save, so no
 * stored version holds a script or a handler; a body with no words left is refused.
 */
export const legalEditSchema = legalPageSchema.transform((copy, ctx) => {
  const body = sanitizeHtml(copy.body);
  if (!htmlToText(body)) {
    ctx.addIssue({ code: 'custom', path: ['body'], message: 'Please fill this in.' });
    return z.NEVER;
  }
  return { ...copy, body };
});

// Made once per process: each render of a policy would otherwise sanitise its whole seed.
const seeds = new Map<string, LegalPage>();

/** The code's copy of a legal page, as a save would store it: its first version. */
export function legalPageSeed(slug: string): LegalPage | undefined {
  const document = getLegalDocument(slug);
  if (!document) return undefined;
  let seed = seeds.get(slug);
  if (!seed) {
    seed = legalEditSchema.parse(legalSeed(document));
    seeds.set(slug, seed);
  }
  return seed;
}

/** A legal page as this request shows it: its published copy, or its editor's previewed draft. */
export function legalCopy(slug: LegalSlug) {
  const seed = legalPageSeed(slug);
  if (!seed) throw new Error(`lib/content/legal has no ${slug} document`);
  return pageCopy(slug, legalPageSchema, seed);
}
