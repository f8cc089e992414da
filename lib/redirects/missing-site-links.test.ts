// Which links of a page's copy answer 404 today: this server is asked itself (here, a stand-in),
// a redirect's From is not missing, the server's own internal routes always are, an answer is
// kept a few seconds, and a question this server could not answer blocks nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked = vi.hoisted(() => [] as string[]);
vi.mock('./ask-this-server', () => ({
  statusToday: async (path: string) => {
    asked.push(path);
    if (path.startsWith('/slow')) throw new Error('The operation was aborted due to timeout');
    // As the real question (redirects skipped) finds them: the pages only the fallback reaches
    // answer 404 as well.
    const fallbackOnly = ['/payroll-bureau', '/sectors-we-serve/', '/withdrawn'];
    return path.startsWith('/gone') || path === '/old' || fallbackOnly.includes(path) ? 404 : 200;
  },
}));
vi.mock('./moved-to', () => ({
  movedTo: async (path: string) =>
    path === '/old' ? { from: '/old', to: '/about', permanent: true } : null,
}));

// Pages at addresses the build did not know, which this server answers only through the
// fallback the question skips: a live added service and a live page of the firm's own.
vi.mock('@/lib/services/service-list', () => ({
  serviceAt: async (segment: string) =>
    segment === 'payroll-bureau'
      ? { status: 'live' }
      : segment === 'withdrawn'
        ? { status: 'unpublished' }
        : undefined,
}));
vi.mock('@/lib/own-pages/own-page-list', () => ({
  ownPageAt: async (segment: string) =>
    segment === 'sectors-we-serve' ? { status: 'live' } : undefined,
}));

const { missingSiteLinks } = await import('./missing-site-links');

beforeEach(() => void asked.splice(0));

describe('missingSiteLinks', () => {
  it('names the links that answer 404, not those a redirect takes', async () => {
    expect(await missingSiteLinks(['/about', '/gone-1?x=1', '/old', '/contact-us'])).toEqual([
      '/gone-1?x=1',
    ]);
    expect(asked).toEqual(['/about', '/gone-1?x=1', '/old', '/contact-us']);
  });

  it('counts the server’s internal routes as missing without asking', async () => {
    expect(await missingSiteLinks(['/_service/anything', '/%5Fmissing/x'])).toEqual([
      '/_service/anything',
      '/%5Fmissing/x',
    ]);
    expect(asked).toEqual([]);
  });

  it('keeps an answer a few seconds, and holds nothing against a link it could not ask about', async () => {
    expect(await missingSiteLinks(['/gone-2', '/slow'])).toEqual(['/gone-2']);
    expect(await missingSiteLinks(['/gone-2'])).toEqual(['/gone-2']);
    expect(asked).toEqual(['/gone-2', '/slow']);
  });

  it('finds a live added service or page of the firm’s own without asking, not an unpublished one', async () => {
    expect(
      await missingSiteLinks(['/payroll-bureau', '/sectors-we-serve/', '/gone-3', '/withdrawn']),
    ).toEqual(['/gone-3', '/withdrawn']);
    expect(asked).toEqual(['/gone-3', '/withdrawn']);
  });
});
