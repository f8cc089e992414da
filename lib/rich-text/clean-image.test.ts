import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GPS_POSITION_TAGS, gpsJpeg, gpsTags, pixelAt } from '@/test/exif-images';
import { cleanImage } from './clean-image';
import { sniffImageType } from '@/lib/files/image-type';

/** The cleaned bytes, failing the test when the image was refused. */
async function cleaned(...args: Parameters<typeof cleanImage>): Promise<Uint8Array> {
  const result = await cleanImage(...args);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.bytes;
}

const frames = (colours: string[]) =>
  Promise.all(
    colours.map((background) =>
      sharp({ create: { width: 8, height: 6, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  );

describe('cleanImage', () => {
  it('drops the EXIF of a JPEG, GPS included, and turns it upright first', async () => {
    const input = await gpsJpeg();
    const before = await sharp(input).metadata();
    expect(gpsTags(before.exif)).toEqual(expect.arrayContaining(GPS_POSITION_TAGS));
    expect(before).toMatchObject({ width: 20, height: 10, orientation: 6 });

    const output = await cleaned(input, 'image/jpeg');
    expect(sniffImageType(output)).toBe('image/jpeg');
    const after = await sharp(output).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 10, height: 20 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(Buffer.from(output).includes('Crestfield')).toBe(false);
    // Orientation 6 is a quarter turn clockwise: the left (red) half ends on top.
    const [red, , blue] = await pixelAt(output, 5, 2);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(50);
    expect((await pixelAt(output, 5, 17))[2]).toBeGreaterThan(200);
  });

  it('keeps a PNG a PNG, with the same pixels and without its EXIF', async () => {
    const input = await sharp({ create: { width: 4, height: 3, channels: 4, background: '#3a6' } })
      .png()
      .withExif({ IFD0: { Make: 'Crestfield' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const output = await cleaned(input, 'image/png');
    expect(sniffImageType(output)).toBe('image/png');
    expect((await sharp(output).metadata()).exif).toBeUndefined();
    // PNG is lossless, so re-encoding must not change a pixel.
    const pixels = (image: Uint8Array) => sharp(image).raw().toBuffer();
    expect((await pixels(output)).equals(await pixels(input))).toBe(true);
  });

  it('keeps every frame of an animated GIF, with its timing', async () => {
    const input = await sharp(await frames(['#f00', '#0f0', '#00f']), { join: { animated: true } })
      .gif({ loop: 3, delay: [100, 200, 300] })
      .toBuffer();

    const output = await cleaned(input, 'image/gif');
    expect(sniffImageType(output)).toBe('image/gif');
    expect(await sharp(output).metadata()).toMatchObject({
      format: 'gif',
      width: 8,
      height: 6,
      pages: 3,
      loop: 3,
      delay: [100, 200, 300],
    });
  });

  it('keeps every frame of an animated WebP, and a lossless one lossless', async () => {
    const animated = await sharp(await frames(['#f00', '#0f0']), { join: { animated: true } })
      .webp({ delay: [120, 240] })
      .toBuffer();
    const output = await cleaned(animated, 'image/webp');
    expect(sniffImageType(output)).toBe('image/webp');
    expect(await sharp(output).metadata()).toMatchObject({ pages: 2, delay: [120, 240] });

    const noise = await sharp({
      create: {
        width: 16,
        height: 16,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .webp({ lossless: true })
      .toBuffer();
    const pixels = (image: Uint8Array) => sharp(image).raw().toBuffer();
    expect((await pixels(await cleaned(noise, 'image/webp'))).equals(await pixels(noise))).toBe(
      true,
    );
  });

  it('refuses bytes that only start like an image', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a note')]);
    expect(sniffImageType(garbage)).toBe('image/jpeg');
    expect(await cleanImage(garbage, 'image/jpeg')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses an image of more than 40 megapixels before decoding it', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await cleanImage(huge, 'image/png')).toEqual({ ok: false, reason: 'too-many-pixels' });
  });
});
