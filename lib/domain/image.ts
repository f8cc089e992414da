// Pictures the product stores: news banners and images uploaded into rich text. Pure.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageUpload = {
  bytes: Uint8Array;
  contentType: (typeof IMAGE_TYPES)[number];
  filename: string;
};

export type ImageBytes = { bytes: Uint8Array; contentType: string };
/** A stored banner; `version` is what its URL carries as ?v= (it changes when the banner does). */
export type StoredImage = ImageBytes & { version: string };
