// Images in rich text come only from the product's media paths. Any other address, even one of
// this site, is fetched by every reader's browser with the reader's cookies: an Editor's
// `<img src="/api/admin/backup">` would make each Administrator who opens the item take a
// backup (issue 42). The editor uploads images instead (/media/uploads). The server's sanitiser
// uses isMediaPath; the editor runs dropForeignImages on the browser's DOM. Pure: both sides.
const SITE_PATH = /^\/(?![/\\])\S*$/;

/** A path of this site (`/careers`), never `//host` or `/\host`, which browsers take for hosts. */
export const isSitePath = (url: string): boolean => SITE_PATH.test(url.trim());

// The image doors of app/media, each matched whole: no `/`, `..`, backslash, `%2e` or `#` past the
// door's own prefix, so no browser can be led from it to another path.
const MEDIA_IMAGES = [
  // An upload (app/media/uploads/[file]: lib/own-data/media/media-file.ts names them).
  /^\/media\/uploads\/[A-Za-z0-9_-]+\.(?:jpg|png|webp|gif)$/,
  // A news banner from the database (app/media/[id]), with its version.
  /^\/media\/[1-9]\d{0,15}(?:\?v=\d{1,20})?$/,
  // An image of the firm's API, through the proxy (app/media/upstream): one encoded `src`.
  /^\/media\/upstream\?src=[A-Za-z0-9%._~!*'()-]+$/,
];

/**
 * Whether an image address is one of the product's media: an upload (`/media/uploads/{id}.png`),
 * a news banner (`/media/12?v=…`) or the API's image proxy (`/media/upstream?src=…`). Taken as
 * written, untrimmed, so that the browser reads the very address that was checked.
 */
export const isMediaPath = (src: string): boolean =>
  MEDIA_IMAGES.some((pattern) => pattern.test(src));

/**
 * Replaces each image that is not one of the product's media with its alt text, so the words
 * stay and no broken image shows. `srcset` goes from every image: the editor never writes it,
 * and it could name other addresses behind a media `src`.
 */
export function dropForeignImages(root: ParentNode): number {
  let dropped = 0;
  for (const image of Array.from(root.querySelectorAll('img'))) {
    image.removeAttribute('srcset');
    if (isMediaPath(image.getAttribute('src') ?? '')) continue;
    const alt = image.getAttribute('alt')?.trim();
    if (alt) image.replaceWith(alt);
    else image.remove();
    dropped += 1;
  }
  return dropped;
}
