import 'server-only';
import sharp from 'sharp';

/** A picture's width and height as shown (an animation's: one frame's), for the media library. */
export async function imagePixels(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const { width, height, pageHeight } = await sharp(bytes).metadata();
  return { width, height: pageHeight ?? height };
}
