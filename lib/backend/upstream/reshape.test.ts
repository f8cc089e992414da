import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/lib/domain/backend-error';
import { parseAnswer, upstreamMessage, UNEXPECTED_FORMAT } from './client';
import { proxiedImage, reshapeJob, reshapeMessage, reshapeNews } from './reshape';
import { drfPageSchema, rawMessageSchema, rawNewsSchema } from './schemas';

const base = 'https://api.crestfield.example';

describe('reshaping answers of the existing API', () => {
  it('serves news images through the same-origin proxy, and drops foreign ones', () => {
    const src = `${base}/media/news/opening day.jpg`;
    expect(proxiedImage(src, base)).toBe(
      `/media/upstream?src=${encodeURIComponent(`${base}/media/news/opening%20day.jpg`)}`,
    );
    expect(proxiedImage('/media/news/a.jpg', base)).toBe(
      `/media/upstream?src=${encodeURIComponent(`${base}/media/news/a.jpg`)}`,
    );
    expect(proxiedImage('https://cdn.elsewhere.example/a.jpg', base)).toBeNull();
    expect(proxiedImage('', base)).toBeNull();
    expect(proxiedImage(null, base)).toBeNull();
  });

  it('sanitises HTML from the API before anything shows it', () => {
    const news = reshapeNews(
      {
        id: 4,
        title: 'Opening',
        date: '2026-03-01T09:00:00Z',
        image: null,
        description:
          '<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a></p>',
      },
      base,
    );
    expect(news.date).toBe('2026-03-01');
    expect(news.description).toBe('<p>Hi<a>x</a></p>');
    const job = reshapeJob({
      id: 1,
      title: 'Typist',
      description: '<img src=/media/uploads/x.png onerror="steal()">',
      requirements: '<p>Typing <img src="https://cdn.elsewhere.example/a.jpg" alt="fast"></p>',
      start_date: '2026-01-01',
      end_date: '2026-02-01',
    });
    expect(job.description).toBe('<img src="/media/uploads/x.png" />');
    // The public pages' CSP would show an image of another site broken: its alt text stays.
    expect(job.requirements).toBe('<p>Typing <span>fast</span></p>');
  });

  it('reads replies given as objects or as primary keys: either way the message is replied', () => {
    const message = rawMessageSchema.parse({
      id: 9,
      created_at: '2026-01-01T10:00:00Z',
      full_name: 'Ada Lovelace',
      userEmail: null,
      user: 12,
      phone_number: 447700900000,
      service_of_interest: 'Consulting',
      description: 'Hello',
      replies: [31, { id: 32, reply_text: 'Thanks', admin_user: 'office' }],
      unknown_field: 'dropped',
    });
    const reshaped = reshapeMessage(message);
    expect(reshaped).toMatchObject({ user: '12', phone_number: '447700900000', userEmail: null });
    expect(reshaped.replies).toEqual([
      { id: 31, created_at: '2026-01-01T10:00:00Z', reply_text: '', admin_user: '' },
      { id: 32, created_at: '2026-01-01T10:00:00Z', reply_text: 'Thanks', admin_user: 'office' },
    ]);
    expect(reshaped).not.toHaveProperty('unknown_field');
  });

  it('reads an empty or blank name, e-mail or service as missing, so the screens fall back', () => {
    const message = rawMessageSchema.parse({
      id: 10,
      created_at: '2026-01-01T10:00:00Z',
      full_name: '',
      userEmail: '  ',
      user: '',
      phone_number: '',
      service_of_interest: '',
      description: 'Hello',
      replies: [],
    });
    expect(reshapeMessage(message)).toMatchObject({
      full_name: null,
      userEmail: null,
      user: null,
      phone_number: null,
      service_of_interest: null,
      description: 'Hello',
    });
  });

  it('refuses an answer of the wrong shape with a typed error, never a crash', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = drfPageSchema(rawNewsSchema);
    for (const answer of [
      null,
      'oops',
      { results: [] },
      { count: 1, next: null, previous: null, results: [{ id: 'x' }] },
    ]) {
      expect(() => parseAnswer(page, answer)).toThrow(BackendError);
    }
    let caught: unknown;
    try {
      parseAnswer(page, []);
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ kind: 'upstream', message: UNEXPECTED_FORMAT });
    vi.restoreAllMocks();
  });

  it("carries the upstream's own message: `message`, then DRF's `detail`, then a field error", () => {
    expect(upstreamMessage({ message: 'Title already used' })).toBe('Title already used');
    expect(upstreamMessage({ detail: 'Invalid token.' })).toBe('Invalid token.');
    expect(upstreamMessage({ title: ['This field is required.'] })).toBe(
      'title: This field is required.',
    );
    expect(upstreamMessage({ non_field_errors: ['Closed for posting.'] })).toBe(
      'Closed for posting.',
    );
    expect(upstreamMessage('<html>')).toBeUndefined();
    expect(upstreamMessage({ message: '   ' })).toBeUndefined();
  });
});
