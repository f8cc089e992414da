import 'server-only';
import sharp, { type Sharp } from 'sharp';
import type { IMAGE_TYPES } from '@/lib/domain/image';

type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * Counted over every frame of an animation, since that is what decoding costs. 40 MP is more
 * than a 5 MB upload holds in practice (a 48 MP phone photo weighs ~10 MB) and ~160 MB decoded,
 * so a small file that claims huge dimensions (a decompression bomb) is refused unread.
 */
export const MAX_IMAGE_MEGAPIXELS = 40;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

export type CleanImageResult =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'unreadable' | 'too-many-pixels' };

/**
 * The image decoded and encoded again as the same type, so that nothing but its pixels is
 * kept: phones write the place a photo was taken (GPS), the device and the time into EXIF, and
 * the site would hand them to every visitor. Re-encoding rather than cutting metadata segments
 * out also drops what a segment parser could miss (comments, trailing data, polyglot payloads).
 */
export async function cleanImage(bytes: Uint8Array, type: ImageType): Promise<CleanImageResult> {
  try {
    // All frames, or an animated GIF or WebP would come back as its first frame.
    const input = { animated: true } as const;
    // The header only, uncapped, to tell an image too big from one that is no image.
    const header = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
    const { width, height, pages = 1, orientation = 1 } = header;
    if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too-many-pixels' };

    // The cap again, in case decoding finds other dimensions than the header announced.
    let image = sharp(bytes, { ...input, limitInputPixels: MAX_IMAGE_PIXELS });
    // The orientation tag goes with the rest of EXIF, so it is applied to the pixels first or
    // portrait photos would show sideways. sharp cannot turn the frames of an animation a
    // quarter turn (orientations 5-8); such a rare file is kept as drawn rather than refused.
    if (pages === 1 || orientation < 5) image = image.autoOrient();
    // sharp outputs 8-bit colour unless told; a grey or 16-bit PNG keeps its kind (lossless).
    if (type === 'image/png' && !header.isPalette) image = image.toColourspace(header.space);
    // sharp writes no EXIF, XMP, IPTC or ICC profile unless asked (keepMetadata, withExif…).
    const cleaned = await encode(image, type, header.isPalette, bytes).toBuffer();
    return { ok: true, bytes: cleaned };
  } catch {
    // Whatever libvips could not decode; the caller answers as for a file that is no image.
    return { ok: false, reason: 'unreadable' };
  }
}

function encode(image: Sharp, type: ImageType, isPalette: boolean, bytes: Uint8Array): Sharp {
  switch (type) {
    case 'image/jpeg':
      // JPEG cannot be re-encoded without loss: at 90 a second generation looks the same as
      // the upload, for some bytes more (the site's own about.jpg grows from 35 to 46 KB).
      return image.jpeg({ quality: 90 });
    case 'image/png':
      // Lossless either way. A palette stays a palette, or the file would grow severalfold;
      // quantising is exact there, since a palette PNG has at most 256 colours.
      return image.png({ palette: isPalette });
    case 'image/gif':
      // sharp reuses the input's palette and keeps the frame delays and loop count.
      return image.gif();
    case 'image/webp':
      // A lossless WebP (screenshots, drawings) must not come back with lossy artefacts.
      return image.webp(hasLosslessWebpFrame(bytes) ? { lossless: true } : { quality: 90 });
  }
}

/** Whether any frame of a WebP is coded losslessly (a VP8L chunk, at the top or in an ANMF). */
function hasLosslessWebpFrame(bytes: Uint8Array, from = 12, to = bytes.length): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fourcc = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  for (let at = from; at + 8 <= to;) {
    const size = view.getUint32(at + 4, true);
    const chunk = fourcc(at);
    if (chunk === 'VP8L') return true;
    // An animation frame: 16 bytes of position and timing, then its own chunks.
    if (chunk === 'ANMF' && hasLosslessWebpFrame(bytes, at + 24, Math.min(to, at + 8 + size)))
      return true;
    at += 8 + size + (size % 2);
  }
  return false;
}
