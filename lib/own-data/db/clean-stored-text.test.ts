import { afterAll, expect, it } from 'vitest';
import { freshDatabase } from '@/test/databases';
import { cleanStoredText } from './clean-stored-text';
import { jobs, news } from './schema';

const testDb = await freshDatabase('pglite');
afterAll(() => testDb.dispose());

it('cleans text stored under older rules once: foreign images become their alt text', async () => {
  const { db } = testDb.database;
  const kept = '<p>Our <img src="/media/uploads/AbCdEfGhIjKlMnOpQr_-12.png" alt="desk" /></p>';
  await db.insert(news).values([
    {
      title: 'Old',
      date: '2026-01-01',
      description: '<p>Meet <img src="https://cdn.example.com/t.jpg" alt="the team">!</p>',
    },
    { title: 'Fine', date: '2026-01-02', description: kept },
  ]);
  await db.insert(jobs).values({
    title: 'Typist',
    endDate: '2030-01-01',
    description: '<p>Fast</p>',
    requirements: '<img src="http://elsewhere.example/a.png">Kind',
  });

  expect(await cleanStoredText(testDb.database)).toBe(2);
  const stored = await db.select().from(news).orderBy(news.id);
  expect(stored.map((row) => row.description)).toEqual([
    '<p>Meet <span>the team</span>!</p>',
    kept,
  ]);
  expect((await db.select().from(jobs))[0]!.requirements).toBe('Kind');

  // Once only: text written afterwards is the write path's business.
  await db.insert(news).values({
    title: 'Later',
    date: '2026-01-03',
    description: '<img src="https://x.example/a.png">',
  });
  expect(await cleanStoredText(testDb.database)).toBe(0);
});
