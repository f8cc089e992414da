// Images in rich text come only from this site. The public pages' CSP loads images from here
// (and the chat and booking providers) only, so an image elsewhere would show broken; the
// editor uploads images instead (/media/uploads). The server's sanitiser uses isSitePath; the
// editor runs dropForeignImages on the browser's DOM.

const SITE_PATH = /^\/(?![/\\])\S*$/;

/** A path of this site (`/media/...`), never `//host` or `/\host`, which browsers take for hosts. */
export const isSitePath = (url: string): boolean => SITE_PATH.test(url.trim());

/**
 * Replaces each image not served by this site with its alt text, so the words stay and no
 * broken image shows. `srcset` goes from every image: the editor never writes it, and it could
 * name other hosts behind a same-site `src`.
 */
export function dropForeignImages(root: ParentNode): number {
  let dropped = 0;
  for (const image of Array.from(root.querySelectorAll('img'))) {
    image.removeAttribute('srcset');
    if (isSitePath(image.getAttribute('src') ?? '')) continue;
    const alt = image.getAttribute('alt')?.trim();
    if (alt) image.replaceWith(alt);
    else image.remove();
    dropped += 1;
  }
  return dropped;
}
