import { describe, expect, it } from 'vitest';
import { legalPageSchema, legalSections } from './shape';

describe('a legal page body', () => {
  it('is cut at its headings, any text before the first kept without one', () => {
    expect(
      legalSections(
        '<p>Intro</p><h2>Who we are</h2><p>A firm.</p><h1 class="x">Rights</h1><ul><li>One</li></ul>',
      ),
    ).toEqual([
      { heading: null, html: '<p>Intro</p>' },
      { heading: 'Who we are', html: '<p>A firm.</p>' },
      { heading: 'Rights', html: '<ul><li>One</li></ul>' },
    ]);
    expect(legalSections('<h2>Only</h2>')).toEqual([{ heading: 'Only', html: '' }]);
  });
});

describe('a legal page’s copy', () => {
  const copy = {
    summary: 'How we handle your personal data.',
    updated: '2026-11-01',
    body: '<h2>Who we are</h2><p>A firm in Leeds.</p>',
    seoTitle: '',
    seoDescription: '',
    socialImage: '',
  };

  it('refuses a picture in the body that is neither described nor marked decorative', () => {
    const undescribed = legalPageSchema.safeParse({
      ...copy,
      body: `${copy.body}<img src="/media/uploads/abcdefghijklmnopqrstuv.png">`,
    });
    expect(undescribed.success).toBe(false);
    expect(undescribed.error?.issues[0]?.path).toEqual(['body']);
    const decorative = `${copy.body}<img src="/media/uploads/abcdefghijklmnopqrstuv.png" alt="">`;
    expect(legalPageSchema.safeParse({ ...copy, body: decorative }).success).toBe(true);
  });
});
