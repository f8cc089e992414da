import { describe, expect, it } from 'vitest';
import { answeredConflict, pathOnSite, redirectConflict } from './redirect-conflicts';

const site = 'https://www.crestfield.example';
const existing = [
  { from: '/a', to: '/b' },
  { from: '/old-jobs', to: 'https://jobs.example.org/' },
  { from: '/x', to: `${site}/y` },
];
const adding = (from: string, to: string) =>
  redirectConflict({ from, to, permanent: true }, existing, site);

describe('a redirect that cannot join the others', () => {
  it('a second redirect from the same address', () => {
    expect(adding('/a', '/c')).toEqual({
      field: 'from',
      message: 'There is already a redirect from /a.',
    });
  });

  it('a loop, also through the site’s own https address', () => {
    expect(adding('/b', '/a')).toEqual({
      field: 'to',
      message: 'That makes a loop: /a already redirects to /b.',
    });
    expect(adding('/y', `${site}/x`)?.message).toBe(
      'That makes a loop: /x already redirects to /y.',
    );
  });

  it('a chain: the To is another redirect’s From', () => {
    expect(adding('/c', '/a')).toEqual({
      field: 'to',
      message: '/a already redirects to /b: point it at the end instead.',
    });
  });

  it('a chain: the new From is another redirect’s To', () => {
    const conflict = adding('/b', '/c');
    expect(conflict?.field).toBe('from');
    expect(conflict?.message).toMatch(/^\/a already redirects here, which would make a chain/);
    expect(adding('/y', '/z')?.message).toMatch(/^\/x already redirects here/);
  });

  it('itself, written as the site’s own https address', () => {
    expect(adding('/c', `${site}/c`)).toEqual({
      field: 'to',
      message: 'It cannot point to itself.',
    });
  });
});

describe('redirects that may join', () => {
  it('to an end, to another site, or from an address another site is redirected to', () => {
    expect(adding('/c', '/b')).toBeNull();
    expect(adding('/c', 'https://jobs.example.org/')).toBeNull();
    // The other site's path is not ours, even when it reads the same.
    expect(adding('/d', 'https://other.example/a')).toBeNull();
    expect(redirectConflict({ from: '/a', to: '/b', permanent: false }, [])).toBeNull();
  });

  it('names a path on this site from a target', () => {
    expect(pathOnSite('/p', site)).toBe('/p');
    expect(pathOnSite(`${site}/p?q=1`, site)).toBe('/p');
    expect(pathOnSite('https://other.example/p', site)).toBeNull();
    expect(pathOnSite(`${site}/p`)).toBeNull();
  });
});

describe('an address that answers today', () => {
  it('takes a redirect only when it is not found', () => {
    expect(answeredConflict('/gone', 404)).toBeNull();
    expect(answeredConflict('/about', 200)).toEqual({
      field: 'from',
      message:
        '/about is a live page (it answers 200): a redirect only replaces an address that is not found.',
    });
    expect(answeredConflict('/careers/7', 308)?.message).toBe(
      '/careers/7 already redirects (it answers 308).',
    );
    expect(answeredConflict('/broken', 500)?.message).toMatch(/^\/broken answers 500, not 404/);
  });
});
