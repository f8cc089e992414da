// One behavioural suite for every Backend: the embedded adapter on PGlite and PostgreSQL, and
// (through the route handlers) the upstream adapter against the fake of the firm's API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from '@/lib/domain/backend-error';
import type { Backend } from '@/lib/backend/backend';
import type { ContactInput } from '@/lib/domain/contact-input';

export type BackendFixture = { backend: Backend; dispose(): Promise<void> };

const contact = (n: number): ContactInput => ({
  full_name: `Visitor ${n}`,
  userEmail: `visitor${n}@example.com`,
  phone_number: '+44 7700 900000',
  service_of_interest: 'Recruitment Services',
  description: `Message number ${n} about recruitment.`,
});

const pixel = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

export function backendSuite(name: string, open: () => Promise<BackendFixture>) {
  describe(name, () => {
    let fixture: BackendFixture;
    let backend: Backend;
    beforeEach(async () => {
      fixture = await open();
      backend = fixture.backend;
    });
    afterEach(async () => fixture.dispose());

    it('answers health', async () => {
      await expect(backend.health()).resolves.toBeUndefined();
    });

    it('stores a contact message and lists it with its fields, unreplied', async () => {
      await backend.createMessage(contact(1));
      const page = await backend.listMessages(1);
      expect(page.count).toBe(1);
      expect(page.next).toBeNull();
      expect(page.previous).toBeNull();
      expect(page.results[0]).toMatchObject({
        full_name: 'Visitor 1',
        userEmail: 'visitor1@example.com',
        phone_number: '+44 7700 900000',
        service_of_interest: 'Recruitment Services',
        description: 'Message number 1 about recruitment.',
        replies: [],
      });
      expect(Date.parse(page.results[0]!.created_at)).not.toBeNaN();
    });

    it('pages messages newest first with page numbers', async () => {
      for (let n = 1; n <= 23; n += 1) await backend.createMessage(contact(n));
      const first = await backend.listMessages(1);
      expect(first).toMatchObject({ count: 23, next: 2, previous: null });
      expect(first.results).toHaveLength(10);
      expect(first.results[0]!.full_name).toBe('Visitor 23');
      const last = await backend.listMessages(3);
      expect(last).toMatchObject({ count: 23, next: null, previous: 2 });
      expect(last.results.map((m) => m.full_name)).toEqual(['Visitor 3', 'Visitor 2', 'Visitor 1']);
    });

    it('marks a message replied once it has a reply, and removes it', async () => {
      await backend.createMessage(contact(1));
      const [message] = (await backend.listMessages(1)).results;
      const replied = await backend.replyToMessage(message!.id, { reply_text: 'Thank you.' });
      expect(replied.replies).toHaveLength(1);
      expect(replied.replies[0]!.reply_text).toBe('Thank you.');
      expect((await backend.listMessages(1)).results[0]!.replies).toHaveLength(1);
      await backend.removeMessage(message!.id);
      expect((await backend.listMessages(1)).count).toBe(0);
      await expect(backend.removeMessage(message!.id)).rejects.toMatchObject({ kind: 'not_found' });
    });

    it('creates, reads, updates and removes news with its banner', async () => {
      const created = await backend.createNews({
        date: '2026-11-01',
        title: 'Office opening',
        description: '<p>We moved.</p>',
        image: { bytes: pixel, contentType: 'image/png', filename: 'pixel.png' },
      });
      expect(created).toMatchObject({ title: 'Office opening', date: '2026-11-01' });
      expect(created.image).toMatch(/^\/media\/\d+/);
      const image = await backend.getNewsImage(created.id);
      expect(image?.contentType).toBe('image/png');
      expect(Buffer.from(image!.bytes).equals(Buffer.from(pixel))).toBe(true);

      const updated = await backend.updateNews(created.id, {
        date: '2026-11-02',
        title: 'Office opened',
        description: '<p>We have moved.</p>',
      });
      expect(updated).toMatchObject({ title: 'Office opened', date: '2026-11-02' });
      expect(updated.image).not.toBeNull();
      expect(await backend.getNews(created.id)).toMatchObject({ title: 'Office opened' });

      await backend.removeNews(created.id);
      expect(await backend.getNews(created.id)).toBeNull();
      await expect(backend.removeNews(created.id)).rejects.toBeInstanceOf(BackendError);
    });

    it('lists news newest date first', async () => {
      for (const [date, title] of [
        ['2026-01-05', 'January'],
        ['2026-03-05', 'March'],
        ['2026-02-05', 'February'],
      ] as const) {
        await backend.createNews({
          date,
          title,
          description: '<p>x</p>',
          image: { bytes: pixel, contentType: 'image/png', filename: 'p.png' },
        });
      }
      const page = await backend.listNews(1);
      expect(page.results.map((item) => item.title)).toEqual(['March', 'February', 'January']);
    });

    it('creates, reads, updates and removes jobs', async () => {
      const job = await backend.createJob({
        end_date: '2030-01-31',
        title: 'Call Handler',
        description: '<p>Answer calls.</p>',
        requirements: '<ul><li>English</li></ul>',
      });
      expect(job).toMatchObject({ title: 'Call Handler', end_date: '2030-01-31' });
      expect(job.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const updated = await backend.updateJob(job.id, {
        end_date: '2030-02-28',
        title: 'Senior Call Handler',
        description: '<p>Lead the team.</p>',
        requirements: '<ul><li>Experience</li></ul>',
      });
      expect(updated).toMatchObject({ title: 'Senior Call Handler', end_date: '2030-02-28' });
      expect((await backend.listJobs(1)).results.map((j) => j.title)).toEqual([
        'Senior Call Handler',
      ]);
      await backend.removeJob(job.id);
      expect(await backend.getJob(job.id)).toBeNull();
      await expect(backend.updateJob(job.id, { ...updated })).rejects.toMatchObject({
        kind: 'not_found',
      });
    });

    it('records visits and pages them ten at a time', async () => {
      for (let n = 1; n <= 12; n += 1) await backend.recordVisit({ ip_address: `198.51.100.${n}` });
      const first = await backend.listVisitors(1);
      expect(first).toMatchObject({ count: 12, next: 2, previous: null });
      expect(first.results).toHaveLength(10);
      expect(first.results[0]!.ip_address).toBe('198.51.100.12');
      const second = await backend.listVisitors(2);
      expect(second.results.map((v) => v.ip_address)).toEqual(['198.51.100.2', '198.51.100.1']);
    });
  });
}
