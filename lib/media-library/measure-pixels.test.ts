import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media } from '@/lib/own-data/db/schema';
import { withOwnDatabase } from '@/test/own-database';

const { database } = withOwnDatabase('measure-pixels');
const { withPixels } = await import('./measure-pixels');
const store = await import('@/lib/own-data/media/library-store');

describe('pixels of pictures uploaded before the library measured them', () => {
  it('are measured from their bytes when first listed, and kept', async () => {
    const { db } = await database();
    const bytes = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#0b3d91' },
    })
      .png()
      .toBuffer();
    await db
      .insert(media)
      .values({ id: 'AbCdEfGhIjKlMnOpQr_-12', contentType: 'image/png', bytes });

    const { records } = await store.listMediaRecords(1, 12);
    expect(records[0]).toMatchObject({ width: null, height: null, bytes: bytes.length });
    const [measured] = await withPixels(records);
    expect(measured).toMatchObject({
      width: 30,
      height: 20,
      src: '/media/uploads/AbCdEfGhIjKlMnOpQr_-12.png',
    });
    expect(await store.getMediaRecord('AbCdEfGhIjKlMnOpQr_-12')).toMatchObject({
      width: 30,
      height: 20,
    });
  });
});
