import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { messageReads } from '@/lib/own-data/db/schema';
import { listInbox } from '@/lib/inbox/list';
import { markMessagesRead, readMessageIds } from '@/lib/own-data/read-state';
import type { Backend } from '@/lib/backend/backend';
import type { ContactInput } from '@/lib/domain/contact-input';
import type { MessageFilter } from '@/lib/domain/message';
import { createEmbeddedBackend } from '@/lib/backend/embedded';
import { containsPattern } from '@/lib/backend/embedded/message-filters';

// The inbox's filters in SQL, on PGlite and PostgreSQL, with the read state in the same database.
const contact = (name: string, fields: Partial<ContactInput> = {}): ContactInput => ({
  full_name: name,
  userEmail: `${name.toLowerCase()}@example.com`,
  phone_number: '+44 7700 900000',
  service_of_interest: 'Recruitment Services',
  description: `A question from ${name}.`,
  ...fields,
});

it('takes % and _ of a search literally', () => {
  expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`message filters on ${kind}`, () => {
    let test: TestDatabase;
    let backend: Backend;
    const ids = new Map<string, number>();
    beforeAll(async () => {
      test = await freshDatabase(kind);
      await test.database.db.delete(messageReads);
      backend = createEmbeddedBackend(test.database, { adminUser: 'admin@example.com' });
      await backend.createMessage(contact('Ada', { description: 'Payroll at 100% for July.' }));
      await backend.createMessage(
        contact('Brian', {
          service_of_interest: 'Diary Management',
          phone_number: '020 7946 0018',
        }),
      );
      await backend.createMessage(contact('Chloe', { userEmail: 'c.hall@firm.example' }));
      for (const message of (await backend.listMessages(1)).results)
        ids.set(message.full_name!, message.id);
      await backend.replyToMessage(ids.get('Brian')!, { reply_text: 'Booked.' });
      await markMessagesRead([ids.get('Ada')!, ids.get('Brian')!], test.database.db);
    });
    afterAll(() => test.dispose());

    const names = async (filter: Partial<MessageFilter>) => {
      const page = await backend.listMessages(1, { status: 'all', ...filter });
      expect(page.count).toBe(page.results.length);
      return page.results.map((message) => message.full_name);
    };

    it('lists every message without a filter, newest first', async () => {
      expect(await names({})).toEqual(['Chloe', 'Brian', 'Ada']);
      expect((await backend.listMessages(1)).count).toBe(3);
    });

    it('filters by read and reply state', async () => {
      expect(await names({ status: 'unread' })).toEqual(['Chloe']);
      expect(await names({ status: 'unreplied' })).toEqual(['Chloe', 'Ada']);
      expect(await names({ status: 'replied' })).toEqual(['Brian']);
    });

    it('filters by service, exactly', async () => {
      expect(await names({ service: 'Diary Management' })).toEqual(['Brian']);
      expect(await names({ service: 'Diary' })).toEqual([]);
    });

    it('searches name, e-mail, phone and text, whatever the case', async () => {
      expect(await names({ q: 'ada' })).toEqual(['Ada']);
      expect(await names({ q: 'C.HALL@' })).toEqual(['Chloe']);
      expect(await names({ q: '7946 0018' })).toEqual(['Brian']);
      expect(await names({ q: 'payroll' })).toEqual(['Ada']);
      expect(await names({ q: '100%' })).toEqual(['Ada']);
      expect(await names({ q: '%' })).toEqual(['Ada']);
      expect(await names({ q: '_' })).toEqual([]);
    });

    it('combines filters', async () => {
      expect(await names({ status: 'unreplied', q: 'example' })).toEqual(['Chloe', 'Ada']);
      expect(await names({ status: 'unread', service: 'Diary Management' })).toEqual([]);
    });

    it('answers an inbox page with each message read or not, and what it can filter', async () => {
      const readIds = (list: readonly number[]) => readMessageIds(list, test.database.db);
      const noSources = async () => new Map();
      const page = await listInbox(backend, 1, { status: 'unreplied' }, readIds, noSources);
      expect(page.filters).toEqual({ status: true, service: true, search: true });
      expect(page.results.map(({ full_name, read }) => ({ full_name, read }))).toEqual([
        { full_name: 'Chloe', read: false },
        { full_name: 'Ada', read: true },
      ]);
    });
  });
}
