import 'server-only';
import { MAX_IMAGE_BYTES, type ImageUpload } from '@/lib/domain/image';
import { newsFieldsSchema, type NewsWrite } from '@/lib/domain/news';
import { cleanImage, MAX_IMAGE_MEGAPIXELS } from '@/lib/rich-text/clean-image';
import { sniffImageType } from '@/lib/files/image-type';
import { readForm } from '@/lib/http/read-body';
import { fieldErrors } from '@/lib/http/field-errors';
import { HttpError } from '@/lib/http/respond';

export const NEWS_FORM_LIMIT = MAX_IMAGE_BYTES + 512 * 1024;

export type NewsFormResult =
  { ok: true; value: NewsWrite } | { ok: false; fields: Record<string, string> };

/** Parses the multipart news form: date, title, description and the banner `image`. */
export async function readNewsForm(
  request: Request,
  imageRequired: boolean,
): Promise<NewsFormResult> {
  return parseNewsForm(await readForm(request, NEWS_FORM_LIMIT), imageRequired);
}

/** The news form's fields from a read multipart body (the draft form has a few more). */
export async function parseNewsForm(
  form: FormData,
  imageRequired: boolean,
): Promise<NewsFormResult> {
  const parsed = newsFieldsSchema.safeParse({
    date: form.get('date') ?? undefined,
    title: form.get('title') ?? undefined,
    description: form.get('description') ?? '',
    image_alt: form.get('image_alt') ?? undefined,
  });
  const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);

  let image: ImageUpload | undefined;
  const file = form.get('image');
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_IMAGE_BYTES)
      throw new HttpError(413, 'The banner image is larger than 5 MB.');
    const content = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImageType(content);
    // Stored and sent upstream without its EXIF (a phone photo's GPS position) and the like.
    const cleaned = contentType ? await cleanImage(content, contentType) : undefined;
    if (contentType && cleaned?.ok)
      image = { bytes: cleaned.bytes, contentType, filename: file.name.slice(0, 200) };
    else if (cleaned?.ok === false && cleaned.reason === 'too-many-pixels')
      fields.image = `The banner image is larger than ${MAX_IMAGE_MEGAPIXELS} megapixels.`;
    else fields.image = 'The banner must be a JPEG, PNG, WebP or GIF image.';
  } else if (imageRequired) {
    fields.image = 'Choose a banner image.';
  }

  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: { ...parsed.data, image },
  };
}
