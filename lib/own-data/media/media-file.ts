// Addresses of the images uploaded into rich text: /media/uploads/{id}.{ext}. Pure: the upload
// door, the media route and the editor share it, so no shape is written twice.
import { z } from 'zod';
import { IMAGE_TYPES } from '@/lib/domain/image';

export type MediaType = (typeof IMAGE_TYPES)[number];

export const MEDIA_PATH = '/media/uploads/';

// Worded as the banner's refusals are; the editor checks the size itself before sending.
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB.';
export const NOT_AN_IMAGE = 'The image must be a JPEG, PNG, WebP or GIF image.';

const EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const satisfies Record<MediaType, string>;

/** 16 random bytes in base64url: unguessable, so an image is not found before it is shown. */
const ID = /^[A-Za-z0-9_-]{22}$/;

export const mediaIdSchema = z.string().regex(ID);

/** `{id}.{ext}` as the route receives it; the extension must name one of the image types. */
export const mediaFileSchema = z
  .string()
  .regex(/^[^.]+\.[a-z]+$/)
  .transform((name) => {
    const [id, ext] = name.split('.') as [string, string];
    return { id, contentType: IMAGE_TYPES.find((type) => EXTENSIONS[type] === ext) };
  })
  .pipe(z.object({ id: mediaIdSchema, contentType: z.enum(IMAGE_TYPES) }));

export const mediaUrl = (id: string, contentType: MediaType) =>
  `${MEDIA_PATH}${id}.${EXTENSIONS[contentType]}`;

/** What the upload door answers: the image's address on this site. */
export const mediaUploadSchema = z.object({ src: z.string().startsWith(MEDIA_PATH) });
export type MediaUpload = z.infer<typeof mediaUploadSchema>;
