import 'server-only';
import sanitize from 'sanitize-html';
import { isMediaPath } from '@/lib/rich-text/foreign-images';
import { highlightCodeBlocks } from '@/lib/rich-text/highlight-code-blocks';

// The firm's previous editor (Quill) wrote indents as ql-indent-N; the API still holds them.
const LEGACY_INDENT = /\bql-(indent-[1-8])\b/g;

// Targets that stay in this window; any other (`_blank`, a named window) opens a new one.
const SAME_WINDOW = new Set(['_self', '_parent', '_top']);

/**
 * A link that opens a new window gets `rel="noopener noreferrer"`: the page it opens cannot
 * reach back to this one (`window.opener`, to swap it for a look-alike login) nor learn its
 * address. Whatever else `rel` said stays.
 */
function withSafeRel(attribs: sanitize.Attributes): sanitize.Attributes {
  const target = attribs.target?.trim().toLowerCase();
  if (!target || SAME_WINDOW.has(target)) return attribs;
  const rel = new Set((attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  rel.add('noopener').add('noreferrer');
  return { ...attribs, rel: [...rel].join(' ') };
}

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
    a: (tagName, attribs) => ({ tagName, attribs: withSafeRel(attribs) }),
    // Images only from the product's media paths (lib/rich-text/foreign-images.ts): one of
    // another site would show broken under the CSP, and any other address of this one (an admin
    // door) would be fetched with each reader's cookies. Its alt text stays instead (srcset is
    // never allowed, so no other address hides behind a media src).
    img: (tagName, attribs) => {
      if (isMediaPath(attribs.src ?? '')) return { tagName, attribs };
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
 * What a caller may change while the text is parsed, never with string patterns over HTML (an
 * `alt=` inside another attribute's value is not an alt): `image` rewrites a kept picture's
 * attributes (decoded; they are escaped again on the way out), `text` each text node as
 * escaped HTML (what it returns is written as it is, so it must escape what it adds).
 */
export type SanitizeHooks = {
  image?: (attribs: sanitize.Attributes) => sanitize.Attributes;
  text?: (escaped: string) => string;
};

function optionsWith({ image, text }: SanitizeHooks): sanitize.IOptions {
  if (!image && !text) return OPTIONS;
  const keep = OPTIONS.transformTags!.img as sanitize.Transformer;
  return {
    ...OPTIONS,
    ...(text ? { textFilter: (escaped: string) => text(escaped) } : {}),
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const kept = keep(tagName, attribs);
        return kept.tagName === 'img' && image ? { ...kept, attribs: image(kept.attribs) } : kept;
      },
    },
  };
}

/**
 * Rich text from the editor or the upstream, safe to store and to show, its code blocks
 * highlighted: every write and every upstream answer passes here, so both modes' public pages
 * show coloured code without a script. The only place stored HTML is parsed and rewritten.
 */
export function sanitizeHtml(html: string, hooks: SanitizeHooks = {}): string {
  return highlightCodeBlocks(sanitize(html, optionsWith(hooks)));
}
