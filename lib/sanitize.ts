import 'server-only';
import DOMPurify, { clearWindow } from 'isomorphic-dompurify';
import { highlightCodeBlocks } from '@/lib/highlight-code-blocks';
import { keepKnownClasses } from '@/lib/known-classes';

// http, https, ftp, mailto and tel links only (SPEC.md section 9); relative links stay allowed.
const ALLOWED_URI = /^(?:(?:https?|ftp|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// The sanitiser's jsdom window keeps DOM state from every call and grows without end; a fresh
// window every so many calls bounds it (isomorphic-dompurify's documented clearWindow; no hooks
// or setConfig here to re-apply: the class rule and highlighting walk the sanitised DOM).
const CALLS_PER_WINDOW = 500;
let calls = 0;

/**
 * Rich text from the editor or the upstream, safe to store and to show, its code blocks
 * highlighted. Every write and every upstream answer passes here, so both modes' public pages
 * show highlighted code without a script.
 */
export function sanitizeHtml(html: string): string {
  calls += 1;
  if (calls % CALLS_PER_WINDOW === 0) clearWindow();
  // RETURN_DOM hands back the sanitised <body> (DOMPurify's README); its types say only Node.
  const body = DOMPurify.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    RETURN_DOM: true,
  }) as HTMLElement;
  keepKnownClasses(body);
  highlightCodeBlocks(body);
  return body.innerHTML;
}
