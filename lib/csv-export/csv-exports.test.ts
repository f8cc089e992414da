import { describe, expect, it } from 'vitest';
import type { Application } from '@/lib/domain/application';
import type { Message } from '@/lib/domain/message';
import {
  applicationsCsv,
  exportFileName,
  isoDate,
  messagesCsv,
  readEveryPage,
  visitorsCsv,
} from './csv-exports';

const records = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

const message: Message = {
  id: 1,
  created_at: '2026-11-22T14:05:00+01:00',
  full_name: '=HYPERLINK("http://evil.example","x") Smith',
  userEmail: 'smith@example.com',
  user: null,
  phone_number: '+44 7700 900123',
  service_of_interest: 'Payroll',
  description: 'Hello, we need help.',
  replies: [
    { id: 1, created_at: '2026-11-23T09:00:00Z', reply_text: 'Hi', admin_user: 'a' },
    { id: 2, created_at: '2026-11-24T09:00:00Z', reply_text: 'Again', admin_user: 'a' },
  ],
};

describe('messagesCsv', () => {
  it('writes the columns, ISO dates, the reply count and last reply, neutralised', () => {
    const source = {
      landing_page: '/?utm_source=newsletter&utm_medium=email',
      referrer: null,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: '=spring',
    };
    const [header, row] = records(messagesCsv([message], new Map([[message.id, source]])));
    expect(header).toBe(
      'Received,Name,Email,Phone,Service,Message,Replies,Last reply,Source,Landing page,Referrer,Campaign',
    );
    expect(row).toBe(
      `2026-11-22T13:05:00.000Z,"'=HYPERLINK(""http://evil.example"",""x"") Smith",` +
        `smith@example.com,'+44 7700 900123,Payroll,"Hello, we need help.",2,` +
        "2026-11-24T09:00:00.000Z,newsletter / email,/?utm_source=newsletter&utm_medium=email,,'=spring",
    );
  });

  it('leaves the last reply empty when there is none, and empty fields for nulls', () => {
    const none = { ...message, full_name: null, userEmail: null, replies: [] };
    expect(records(messagesCsv([none]))[1]).toMatch(/^[^,]+,,,.*,0,,,,,$/);
  });
});

describe('applicationsCsv', () => {
  it('writes the status label and the CV name, never the CV', () => {
    const application: Application = {
      id: 3,
      created_at: '2026-11-20T10:00:00.000Z',
      job_id: 7,
      job_title: 'Receptionist',
      full_name: '@Amara Okafor',
      userEmail: 'amara@example.com',
      phone_number: '0121 496 0000',
      cover_letter: 'Line one\nline two',
      status: 'shortlisted',
      cv_name: 'cv.pdf',
      cv_size: 1234,
      source: null,
    };
    expect(records(applicationsCsv([application]))).toEqual([
      'Received,Job,Name,Email,Phone,Status,Cover letter,CV file name,Source,Landing page,Referrer,Campaign',
      `2026-11-20T10:00:00.000Z,Receptionist,'@Amara Okafor,amara@example.com,0121 496 0000,` +
        'Shortlisted,"Line one\nline two",cv.pdf,,,,',
      '',
    ]);
  });
});

describe('visitorsCsv', () => {
  it('writes the date and IP address', () => {
    const csv = visitorsCsv([{ created_at: '2026-11-20T10:00:00Z', ip_address: '::1' }]);
    expect(records(csv)).toEqual(['Date,IP address', '2026-11-20T10:00:00.000Z,::1', '']);
  });
});

describe('isoDate', () => {
  it('keeps a calendar day, and what cannot be read, as it came', () => {
    expect(isoDate('2026-11-22')).toBe('2026-11-22');
    expect(isoDate('yesterday')).toBe('yesterday');
    expect(isoDate(null)).toBe('');
  });
});

describe('exportFileName', () => {
  const now = new Date('2026-11-24T23:30:00Z');
  it('names the file after the list and the day in UTC', () => {
    expect(exportFileName('messages', true, now)).toBe('messages-2026-11-24.csv');
  });
  it('says when the export was cut short', () => {
    expect(exportFileName('visitors', false, now)).toBe('visitors-2026-11-24-partial.csv');
  });
});

describe('readEveryPage', () => {
  it('reads past the first page to the last', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const read = await readEveryPage(async (page) => ({
      results: pages[page - 1]!,
      count: 5,
      next: page < 3 ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    }));
    expect(read).toMatchObject({ items: [1, 2, 3, 4, 5], complete: true });
  });
});
