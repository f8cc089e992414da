import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NOT_AN_IMAGE } from '@/lib/own-data/media/media-file';
import { GPS_POSITION_TAGS, gpsJpeg, gpsTags } from '@/test/exif-images';
import { readMediaForm } from './media-form';
import { HttpError } from '@/lib/http/respond';

/** An editor upload, the one `image` file of a multipart form. */
function post(image: Uint8Array) {
  const form = new FormData();
  form.set('image', new File([new Uint8Array(image)], 'photo.jpg', { type: 'image/jpeg' }));
  return new Request('http://localhost/api/admin/media', { method: 'POST', body: form });
}

describe('readMediaForm', () => {
  it('hands on an editor image without its EXIF and GPS position, turned upright', async () => {
    const photo = await gpsJpeg();
    expect(gpsTags((await sharp(photo).metadata()).exif)).toEqual(
      expect.arrayContaining(GPS_POSITION_TAGS),
    );

    const { bytes, contentType } = await readMediaForm(post(photo));
    expect(contentType).toBe('image/jpeg');
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 10, height: 20 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('refuses bytes that only start like a JPEG with a 400, as any non-image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('notes')]);
    const refusal = await readMediaForm(post(fake)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 400, message: NOT_AN_IMAGE });
  });
});
