import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageReads } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import {
  forgetMessage,
  markMessageRead,
  markMessagesRead,
  readMessageIds,
  setMessageRead,
} from './read-state';

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`read state on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await freshDatabase(kind);
    });
    beforeEach(async () => {
      await test.database.db.delete(messageReads);
    });
    afterAll(() => test.dispose());

    const read = (ids: number[]) => readMessageIds(ids, test.database.db);

    it('knows nothing was read at first, and answers an empty question at once', async () => {
      expect(await read([1, 2, 3])).toEqual(new Set());
      expect(await read([])).toEqual(new Set());
    });

    it('marks messages read, once however often they are opened', async () => {
      await markMessageRead(2, test.database.db);
      await markMessagesRead([2, 3, 3], test.database.db);
      await markMessagesRead([], test.database.db);
      expect(await read([1, 2, 3, 4])).toEqual(new Set([2, 3]));
      expect(await test.database.db.select().from(messageReads)).toHaveLength(2);
    });

    it('marks a message unread again, and forgets a removed one', async () => {
      await markMessagesRead([5, 6, 7], test.database.db);
      await setMessageRead(5, false, test.database.db);
      await setMessageRead(8, true, test.database.db);
      await forgetMessage(6, test.database.db);
      await forgetMessage(99, test.database.db);
      expect(await read([5, 6, 7, 8])).toEqual(new Set([7, 8]));
    });
  });
}
