import { describe, expect, it } from 'vitest';
import { cookieHeaderWithout, DRAFT_MODE_COOKIE } from './draft-reach';

describe('cookieHeaderWithout', () => {
  it('drops the named cookie and keeps the others as they came', () => {
    const header = `next-auth.session-token=a%3Db; ${DRAFT_MODE_COOKIE}=key;theme=dark`;
    expect(cookieHeaderWithout(header, DRAFT_MODE_COOKIE)).toBe(
      'next-auth.session-token=a%3Db; theme=dark',
    );
  });

  it('leaves a cookie whose name only starts alike', () => {
    expect(cookieHeaderWithout(`${DRAFT_MODE_COOKIE}x=1`, DRAFT_MODE_COOKIE)).toBe(
      `${DRAFT_MODE_COOKIE}x=1`,
    );
  });

  it('answers an empty header when the cookie was the only one', () => {
    expect(cookieHeaderWithout(` ${DRAFT_MODE_COOKIE}=key `, DRAFT_MODE_COOKIE)).toBe('');
  });
});
