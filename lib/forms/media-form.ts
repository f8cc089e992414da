import 'server-only';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@/lib/domain/image';
import { cleanImage, MAX_IMAGE_MEGAPIXELS } from '@/lib/rich-text/clean-image';
import { imagePixels } from '@/lib/rich-text/image-pixels';
import { sniffImageType } from '@/lib/files/image-type';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE, type MediaType } from '@/lib/own-data/media/media-file';
import { readForm } from '@/lib/http/read-body';
import { HttpError } from '@/lib/http/respond';

const FORM_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

const formSchema = z.object({
  image: z
    .instanceof(File, { error: 'Choose an image file.' })
    .refine((file) => file.size > 0, 'The image file is empty.'),
});

/**
 * The one `image` file of an editor upload, judged by its bytes as banners are (never by its
 * name or the type the browser claims): 413 over 5 MB, 400 when it is not a raster image (or
 * one sharp cannot decode, or too many pixels). The bytes returned carry no metadata.
 */
export async function readMediaForm(
  request: Request,
): Promise<{ bytes: Uint8Array; contentType: MediaType; width?: number; height?: number }> {
  const form = await readForm(request, FORM_LIMIT).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413
      ? new HttpError(413, IMAGE_TOO_LARGE)
      : error;
  });
  const parsed = formSchema.safeParse({ image: form.get('image') });
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
  const { image } = parsed.data;
  if (image.size > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
  const bytes = new Uint8Array(await image.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new HttpError(400, NOT_AN_IMAGE);
  // Stored and shown on public pages, so without its EXIF (a phone photo's GPS position).
  const cleaned = await cleanImage(bytes, contentType);
  if (cleaned.ok)
    return { bytes: cleaned.bytes, contentType, ...(await imagePixels(cleaned.bytes)) };
  throw new HttpError(
    400,
    cleaned.reason === 'too-many-pixels'
      ? `The image is larger than ${MAX_IMAGE_MEGAPIXELS} megapixels.`
      : NOT_AN_IMAGE,
  );
}
