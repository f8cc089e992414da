// Photos as a phone uploads them (a GPS position and an orientation in EXIF), made with sharp so
// that no binary is committed, and a reader of the GPS tags, for the unit and end-to-end tests
// of the upload doors. Imports no `server-only`: Playwright loads it too.
import sharp from 'sharp';

/** A spot in Leeds, as EXIF writes it: degrees, minutes, seconds as rationals. */
const gps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '53/1 47/1 5960/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '1/1 32/1 4120/100',
};

/** GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude: the tags of the position. */
export const GPS_POSITION_TAGS = [1, 2, 3, 4];

/**
 * A 20×10 JPEG, red on its left half and blue on its right, whose EXIF holds a GPS position,
 * a camera's make and model, and orientation 6: shown upright, it is 10×20 with red on top.
 */
export async function gpsJpeg(): Promise<Buffer> {
  const width = 20;
  const height = 10;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++)
    pixels.set(i % width < width / 2 ? [255, 0, 0] : [0, 0, 255], i * 3);
  return (
    sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      // The orientation is set apart: libvips writes the image's own over an IFD0 tag.
      .withMetadata({ orientation: 6 })
      // libvips numbers the GPS directory IFD3 (IFD2 is the Exif sub-directory).
      .withExif({ IFD0: { Make: 'Crestfield', Model: 'Test Phone' }, IFD3: gps })
      .toBuffer()
  );
}

/**
 * The tag numbers in the GPS directory of an EXIF block as sharp's `metadata().exif` gives it
 * ("Exif\0\0", then a TIFF header and IFD0, whose tag 0x8825 points to the GPS IFD); none when
 * there is no EXIF or no GPS directory.
 */
export function gpsTags(exif: Buffer | undefined): number[] {
  if (!exif || exif.toString('latin1', 0, 6) !== 'Exif\0\0') return [];
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({
      tag: u16(ifd + 2 + i * 12),
      value: u32(ifd + 2 + i * 12 + 8),
    }));
  const pointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return pointer ? entries(pointer.value).map((entry) => entry.tag) : [];
}

/** The RGB of one pixel of an image, to tell which way up it came out. */
export async function pixelAt(image: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
