import 'server-only';
import { sanitizeHtml } from './sanitize';

/**
 * `html` with every picture whose address `isThePicture` accepts given `alt`, read by the
 * sanitiser's parser (a pattern once took an `alt=` inside a title for the alt and wrote the new
 * description outside any quotes: issue 53). `changed` counts the pictures whose alt changed;
 * with none, the text comes back exactly as it was. What comes back has been sanitised, so it is
 * safe to store whatever `html` held.
 */
export function rewriteImageAlt(html: string, isThePicture: (src: string) => boolean, alt: string) {
  let changed = 0;
  const rewritten = sanitizeHtml(html, {
    image: (attribs) => {
      if (!isThePicture(attribs.src ?? '') || attribs.alt === alt) return attribs;
      changed += 1;
      return { ...attribs, alt };
    },
  });
  return { html: changed > 0 ? rewritten : html, changed };
}
