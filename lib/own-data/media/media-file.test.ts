import { describe, expect, it } from 'vitest';
import { sitePicture } from '@/lib/domain/page-fields';
import { mediaFileSchema, mediaUrl, type MediaType } from './media-file';

const id = 'AbCdEfGhIjKlMnOpQr_-12';

describe('media addresses', () => {
  it('reads the id and the type from {id}.{ext}', () => {
    expect(mediaFileSchema.parse(`${id}.png`)).toEqual({ id, contentType: 'image/png' });
    expect(mediaFileSchema.parse(`${id}.jpg`)).toEqual({ id, contentType: 'image/jpeg' });
    expect(mediaFileSchema.parse(`${id}.webp`).contentType).toBe('image/webp');
    expect(mediaFileSchema.parse(`${id}.gif`).contentType).toBe('image/gif');
  });

  it('of every type is a picture a page of the site may show', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as MediaType[])
      expect(sitePicture.safeParse(mediaUrl(id, type)).success, type).toBe(true);
  });

  it('is the inverse of mediaUrl', () => {
    const url = mediaUrl(id, 'image/webp');
    expect(url).toBe(`/media/uploads/${id}.webp`);
    expect(mediaFileSchema.parse(url.split('/').at(-1))).toEqual({ id, contentType: 'image/webp' });
  });

  it('refuses other types, made-up ids and path tricks', () => {
    for (const name of [
      `${id}.svg`,
      `${id}.html`,
      `${id}.jpeg`,
      `${id}.PNG`,
      `${id}`,
      `${id}.png.png`,
      'short.png',
      `${id}x.png`,
      `../${id}.png`,
      `${id.slice(0, 21)}%.png`,
    ]) {
      expect(mediaFileSchema.safeParse(name).success, name).toBe(false);
    }
  });
});
