import 'server-only';
import DOMPurify, { clearWindow } from 'isomorphic-dompurify';
import { dropForeignImages } from '@/lib/foreign-images';

// http, https, ftp, mailto and tel links only (SPEC.md section 9); relative links stay allowed.
const ALLOWED_URI = /^(?:(?:https?|ftp|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// The sanitiser's jsdom window keeps DOM state from every call and grows without end; a fresh
// window every so many calls bounds it (isomorphic-dompurify's documented clearWindow; no hooks
// or setConfig here to re-apply).
const CALLS_PER_WINDOW = 500;
let calls = 0;

/**
 * Rich text from the editor or the upstream, safe to store and to show. Images from other
 * sites become their alt text (lib/foreign-images.ts): the site's CSP would show them broken.
 */
export function sanitizeHtml(html: string): string {
  calls += 1;
  if (calls % CALLS_PER_WINDOW === 0) clearWindow();
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  dropForeignImages(fragment);
  const holder = fragment.ownerDocument.createElement('body');
  holder.append(fragment);
  return holder.innerHTML;
}
