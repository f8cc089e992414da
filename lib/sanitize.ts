import 'server-only';
import DOMPurify from 'isomorphic-dompurify';

// http, https, ftp, mailto and tel links only (SPEC.md section 9); relative links stay allowed.
const ALLOWED_URI = /^(?:(?:https?|ftp|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Rich text from the editor or the upstream, safe to store and to show. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
