// Finding an uploaded picture in stored rich text and rewriting its alt text. Pure: the text is
// the sanitiser's output (lib/rich-text/sanitize.ts), whose attributes are always double-quoted,
// so a tag is read with a pattern rather than a parser (no DOM to build per item).
import { MEDIA_PATH } from './media-file';

const IMG = /<img\b[^>]*>/gi;
const SRC = /\ssrc\s*=\s*"([^"]*)"/i;
const ALT = /\salt\s*=\s*("[^"]*"|'[^']*'|[^\s/>]+)/i;

/** `/media/uploads/{id}.`: every address of the picture starts so, whatever its type. */
const addressOf = (id: string) => `${MEDIA_PATH}${id}.`;

/** Whether `text` (HTML, or a page's copy as JSON) holds the picture with this id. */
export const usesMedia = (text: string, id: string): boolean => text.includes(addressOf(id));

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `html` with every <img> of the picture given `alt`; `changed` counts the tags that changed. */
export function rewriteMediaAlt(html: string, id: string, alt: string) {
  let changed = 0;
  const attribute = ` alt="${escapeAttribute(alt)}"`;
  const rewritten = html.replace(IMG, (tag) => {
    const src = SRC.exec(tag)?.[1];
    if (!src?.includes(addressOf(id))) return tag;
    const next = ALT.test(tag)
      ? tag.replace(ALT, attribute)
      : tag.replace(/^<img\b/i, `<img${attribute}`);
    if (next !== tag) changed += 1;
    return next;
  });
  return { html: rewritten, changed };
}

/**
 * The same over every string of a page's copy (JSON), and the description beside a picture
 * field that shows it (`image` and `imageAlt`, unless the new alt is empty: a page's picture is
 * never decorative); its shape is left as it was.
 */
export function rewriteMediaAltIn(value: unknown, id: string, alt: string) {
  let changed = 0;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const result = rewriteMediaAlt(node, id, alt);
      changed += result.changed;
      return result.html;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const object = Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    const shown = typeof object.image === 'string' && object.image.startsWith(addressOf(id));
    if (shown && alt && typeof object.imageAlt === 'string' && object.imageAlt !== alt) {
      object.imageAlt = alt;
      changed += 1;
    }
    return object;
  };
  return { value: walk(value), changed };
}
