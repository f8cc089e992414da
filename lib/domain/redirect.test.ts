import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isLoggablePath, redirectInputSchema } from './redirect';

const parse = (from: string, to: string, permanent = true) =>
  redirectInputSchema.safeParse({ from, to, permanent });

/** The message on each field of a refused input (what the form shows beside its fields). */
const refusal = (from: string, to: string) => {
  const parsed = parse(from, to);
  expect(parsed.success, `${from} → ${to}`).toBe(false);
  const fields = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [field, messages[0]]),
  );
};

describe('a redirect the form and the door accept', () => {
  it('goes from a path here to a path here or an https address', () => {
    expect(parse('/caling-handling-management-solutions', '/call-handling').data).toEqual({
      from: '/caling-handling-management-solutions',
      to: '/call-handling',
      permanent: true,
    });
    expect(parse(' /old ', ' /new ', false).data).toMatchObject({ from: '/old', to: '/new' });
    expect(parse('/compliance-&-more', '/a_b.c~d').success).toBe(true);
  });

  it('stores an https address as the URL parser writes it: ASCII, escaped', () => {
    expect(parse('/old', 'https://Example.com').data?.to).toBe('https://example.com/');
    expect(parse('/old', 'https://bücher.example/a b?q=ü').success).toBe(false);
    expect(parse('/old', 'https://bücher.example/ä?q=ü').data?.to).toBe(
      'https://xn--bcher-kva.example/%C3%A4?q=%C3%BC',
    );
  });
});

describe('a From is refused, with the reason on its field', () => {
  const cases: [string, RegExp][] = [
    ['', /Enter an address/],
    ['old-page', /Start with \//],
    ['https://example.com/old', /Start with \//],
    ['javascript:alert(1)', /Start with \//],
    ['//evil.example/x', /No \/\//],
    ['/a//b', /No \/\//],
    ['/a/../admin', /No \.\./],
    ['/a/./b', /lone \./],
    ['/old\r\nSet-Cookie: x=1', /control characters/],
    ['/old\u0000', /control characters/],
    ['/old page', /no spaces/],
    ['/old%0d%0a', /no spaces, %/],
    ['/old?x=1', /\?/],
    ['/old#top', /#/],
    ['/\\evil.example', /Only letters/],
    ['/ümlaut', /Only letters/],
    [`/${'a'.repeat(256)}`, /At most 256/],
    ['/old/', /Leave out the \//],
    ['/admin', /belong to the site itself/],
    ['/admin/messages', /belong to the site itself/],
    ['/api/contact', /belong to the site itself/],
    ['/_next/static/x.js', /belong to the site itself/],
    ['/media/1', /belong to the site itself/],
  ];
  for (const [from, message] of cases) {
    it(JSON.stringify(from), () => {
      expect(refusal(from, '/new').from).toMatch(message);
    });
  }

  it('takes /administration or /apiary, which only start like the site’s own', () => {
    expect(parse('/administration', '/new').success).toBe(true);
    expect(parse('/apiary', '/new').success).toBe(true);
  });
});

describe('a To is refused, with the reason on its field', () => {
  const cases: [string, RegExp][] = [
    ['', /Enter where it goes/],
    ['new-page', /Start with \/ for a page here/],
    ['http://example.com/new', /must start with https:\/\//],
    ['ftp://example.com/new', /must start with https:\/\//],
    ['javascript:alert(1)', /must start with https:\/\//],
    ['https://example.com/a\r\nSet-Cookie: x=1', /control characters/],
    ['https://exa mple.com', /No spaces/],
    ['https://', /not a valid/],
    ['https://user:secret@example.com/', /user name or password/],
    [`https://example.com/${'a'.repeat(2000)}`, /At most 2000/],
    ['//evil.example', /No \/\//],
    ['/new\nLocation: https://evil.example', /control characters/],
    ['/new?x=1', /\?/],
    ['/old', /cannot point to itself/],
  ];
  for (const [to, message] of cases) {
    it(JSON.stringify(to), () => {
      expect(refusal('/old', to).to).toMatch(message);
    });
  }

  it('names both fields when both are wrong', () => {
    expect(Object.keys(refusal('old', 'http://x.example'))).toEqual(['from', 'to']);
  });

  it('wants Permanent as a yes or no', () => {
    expect(redirectInputSchema.safeParse({ from: '/a', to: '/b', permanent: 'on' }).success).toBe(
      false,
    );
  });
});

describe('the Not found log', () => {
  it('keeps a path a redirect could take, and nothing that looks like an address', () => {
    expect(isLoggablePath('/caling-handling-management-solutions1')).toBe(true);
    for (const path of [
      '/unsubscribe/jane@example.com',
      `/${'x'.repeat(300)}`,
      '/admin/reset-password/abc',
      '/wp-login.php%00',
      '/a b',
    ]) {
      expect(isLoggablePath(path), path).toBe(false);
    }
  });
});
