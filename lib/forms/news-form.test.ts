import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GPS_POSITION_TAGS, gpsJpeg, gpsTags } from '@/test/exif-images';
import { readNewsForm } from './news-form';

/** The news form as the back office posts it, with `image` as the banner. */
function post(image: Uint8Array) {
  const form = new FormData();
  form.set('date', '2026-10-01');
  form.set('title', 'Our Leeds office');
  form.set('description', '<p>Open.</p>');
  form.set('image', new File([new Uint8Array(image)], 'photo.jpg', { type: 'image/jpeg' }));
  return new Request('http://localhost/api/admin/news', { method: 'POST', body: form });
}

describe('readNewsForm', () => {
  it('hands on a banner without its EXIF and GPS position, turned upright', async () => {
    const photo = await gpsJpeg();
    expect(gpsTags((await sharp(photo).metadata()).exif)).toEqual(
      expect.arrayContaining(GPS_POSITION_TAGS),
    );

    const result = await readNewsForm(post(photo), true);
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    const { image } = result.value;
    expect(image).toMatchObject({ contentType: 'image/jpeg', filename: 'photo.jpg' });
    const banner = await sharp(image!.bytes).metadata();
    expect(banner).toMatchObject({ format: 'jpeg', width: 10, height: 20 });
    expect(banner.exif).toBeUndefined();
    expect(banner.orientation).toBeUndefined();
  });

  it('refuses a banner that only starts like a JPEG, as it refuses any non-image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('notes')]);
    expect(await readNewsForm(post(fake), true)).toEqual({
      ok: false,
      fields: { image: 'The banner must be a JPEG, PNG, WebP or GIF image.' },
    });
  });
});
