import 'server-only';
import sanitize from 'sanitize-html';
import { isSitePath } from '@/lib/rich-text/foreign-images';
import { highlightCodeBlocks } from '@/lib/rich-text/highlight-code-blocks';

// The firm's previous editor (Quill) wrote indents as ql-indent-N; the API still holds them.
const LEGACY_INDENT = /\bql-(indent-[1-8])\b/g;

// An allowlist of what the editor writes and the firm's older content holds, parsed by
// htmlparser2: no DOM is built, so sanitising costs no jsdom window (about 110 MB of a
// server's memory) and nothing accumulates between calls.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'del', 'ins'],
  allowedAttributes: {
    '*': ['title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start', 'type', 'reversed'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  // Only the classes the editor writes: indent levels 1 to 8 (docs/spec.md section 9), a code
  // block's language, highlight.js's tokens (`hljs-title` and sub-scopes such as `function_`).
  // Any other class could borrow the site's own styles.
  allowedClasses: {
    '*': [/^indent-[1-8]$/, /^language-[a-z0-9+#-]+$/, /^hljs-[a-z0-9_-]+$/, /^[a-z]+_+$/],
  },
  // http, https, ftp, mailto and tel links only (docs/spec.md section 9); relative links stay allowed.
  allowedSchemes: ['http', 'https', 'ftp', 'mailto', 'tel'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The public pages' CSP shows only this site's images (uploads live at /media/...), so an
    // image of another site would show broken: its alt text stays instead (srcset is never
    // allowed, so no other host hides behind a site src).
    img: (tagName, attribs) => {
      if (isSitePath(attribs.src ?? '')) return { tagName, attribs };
      const alt = attribs.alt?.trim();
      // Without alt it becomes a tag the allowlist lacks, so nothing of it stays.
      return alt
        ? { tagName: 'span', attribs: {}, text: alt }
        : { tagName: 'dropped', attribs: {} };
    },
    '*': (tagName, attribs) =>
      attribs.class
        ? { tagName, attribs: { ...attribs, class: attribs.class.replace(LEGACY_INDENT, '$1') } }
        : { tagName, attribs },
  },
};

/**
 * Rich text from the editor or the upstream, safe to store and to show, its code blocks
 * highlighted: every write and every upstream answer passes here, so both modes' public pages
 * show coloured code without a script.
 */
export function sanitizeHtml(html: string): string {
  return highlightCodeBlocks(sanitize(html, OPTIONS));
}
