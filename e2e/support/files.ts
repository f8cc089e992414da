// The files the tests upload (images the news door takes, CVs the applications door takes) and
// the images they fetch back.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/** A 1×1 PNG: a real image by its bytes, which is what the news door checks. */
export const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The 1×1 PNG as a multipart file or an input's file. */
export const pngFile = (name = 'banner.png') => ({
  name,
  mimeType: 'image/png',
  buffer: pixelPng,
});

/** Real banners of the site, to compare with what a round trip gives back. */
export const banners = {
  png: {
    name: 'opening-banner.png',
    mimeType: 'image/png',
    buffer: readFileSync('public/images/og.png'),
  },
  jpeg: {
    name: 'team-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync('public/images/about.jpg'),
  },
};

/** A small but real PDF (the door judges a CV by its bytes), different for every tag. */
export const pdfBytes = (tag: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${tag}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n` +
      `2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
export const pdfCv = pdfBytes('cv');

/** Fetches a same-origin image URL the app gave out and returns its type and bytes. */
export async function fetchImage(request: APIRequestContext, url: string) {
  expect(url.startsWith('/')).toBe(true);
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { type: response.headers()['content-type'], bytes: await response.body() };
}

/**
 * Whether a stored image shows the uploaded one. Uploads are re-encoded without their metadata,
 * so the bytes differ: the format and size must match, and for a lossless format every pixel.
 */
export async function showsSamePicture(stored: Buffer, uploaded: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([stored, uploaded].map((bytes) => sharp(bytes).metadata()));
  if (a!.format !== b!.format || a!.width !== b!.width || a!.height !== b!.height) return false;
  if (a!.format === 'jpeg') return true;
  const pixels = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();
  return (await pixels(stored)).equals(await pixels(uploaded));
}
