import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsImageAlts } from '@/lib/own-data/db/schema';
import { freshDatabase, type TestDatabase } from '@/test/databases';
import { imageAltsOf, removeImageAlt, setImageAlt } from './image-alts';

describe('news banner descriptions', () => {
  let test: TestDatabase;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await freshDatabase('pglite');
  });
  beforeEach(async () => {
    await db().delete(newsImageAlts);
  });
  afterAll(() => test.dispose());

  it('keeps one description per news id, replaced when written again, gone when emptied', async () => {
    await setImageAlt(db(), 7, 'The Leeds office from the street');
    await setImageAlt(db(), 9, 'Two colleagues at the front desk');
    await setImageAlt(db(), 7, 'The Leeds office at night');
    expect(await imageAltsOf(db(), [7, 8, 9])).toEqual(
      new Map([
        [7, 'The Leeds office at night'],
        [9, 'Two colleagues at the front desk'],
      ]),
    );
    await setImageAlt(db(), 9, '');
    await removeImageAlt(db(), 7);
    expect(await imageAltsOf(db(), [7, 9])).toEqual(new Map());
    expect(await imageAltsOf(db(), [])).toEqual(new Map());
  });
});
