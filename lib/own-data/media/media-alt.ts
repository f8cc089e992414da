// Finding an uploaded picture in stored rich text and rewriting its alt text, through the
// sanitiser's parser (lib/rich-text/rewrite-image-alt.ts): stored HTML is never rewritten with
// string patterns.
import { rewriteImageAlt } from '@/lib/rich-text/rewrite-image-alt';
import { MEDIA_PATH } from './media-file';

/** `/media/uploads/{id}.`: every address of the picture starts so, whatever its type. */
const addressOf = (id: string) => `${MEDIA_PATH}${id}.`;

/** Whether `text` (HTML, or a page's copy as JSON) holds the picture with this id. */
export const usesMedia = (text: string, id: string): boolean => text.includes(addressOf(id));

/** Every address of an upload in a text: the path, an id (22 base64url characters), a dot. */
const ADDRESSES = new RegExp(`${MEDIA_PATH}([A-Za-z0-9_-]{22})\\.`, 'g');

/**
 * The ids of every picture `text` holds, each once: for any id the library can hold,
 * `mediaIdsIn(text).includes(id)` is `usesMedia(text, id)`, so a usage table kept from it
 * answers as a search of every text would.
 */
export const mediaIdsIn = (text: string): string[] => [
  ...new Set(Array.from(text.matchAll(ADDRESSES), (match) => match[1]!)),
];

/**
 * `html` with every <img> of the picture given `alt`, sanitised; `changed` counts the tags that
 * changed (none: `html` as it was). Text that never names the picture is not parsed at all.
 */
export function rewriteMediaAlt(html: string, id: string, alt: string) {
  if (!usesMedia(html, id)) return { html, changed: 0 };
  return rewriteImageAlt(html, (src) => src.startsWith(addressOf(id)), alt);
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
