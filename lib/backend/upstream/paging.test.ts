import { describe, expect, it } from 'vitest';
import { pageFromLink, toPage } from './paging';

const base = 'https://api.crestfield.example';

describe('pageFromLink', () => {
  it('reads the page number of a DRF link on the API origin', () => {
    expect(pageFromLink(`${base}/api/jobs/update/jobs/?page=3`, base)).toBe(3);
    expect(pageFromLink(`${base}/api/client-tracking/ips/?format=json&page=12`, base)).toBe(12);
  });

  it('reads a link without a page parameter as page 1, as DRF links to the first page', () => {
    expect(pageFromLink(`${base}/api/news/update/news/`, base)).toBe(1);
  });

  it('resolves relative links against API_BASE_URL', () => {
    expect(pageFromLink('/api/news/update/news/?page=2', base)).toBe(2);
  });

  it('treats links off the API origin, odd schemes and odd pages as no link', () => {
    expect(pageFromLink('https://elsewhere.example/api/news/update/news/?page=2', base)).toBeNull();
    expect(pageFromLink('http://api.crestfield.example/api/news/?page=2', base)).toBeNull();
    expect(pageFromLink('https://api.crestfield.example:8443/api/news/?page=2', base)).toBeNull();
    expect(pageFromLink('javascript:alert(1)', base)).toBeNull();
    expect(pageFromLink(`${base}/api/news/?page=last`, base)).toBeNull();
    expect(pageFromLink(`${base}/api/news/?page=0`, base)).toBeNull();
    expect(pageFromLink(null, base)).toBeNull();
  });
});

describe('toPage', () => {
  const raw = (next: string | null, previous: string | null) => ({
    count: 7,
    next,
    previous,
    results: [{ n: 1 }, { n: 2 }],
  });

  it('turns next and previous into page numbers and reshapes each result', () => {
    const page = toPage(raw(`${base}/x/?page=3`, `${base}/x/`), 2, base, (item) => item.n * 10);
    expect(page).toEqual({ results: [10, 20], count: 7, next: 3, previous: 1 });
  });

  it('drops links that do not move forward or back from the page asked for', () => {
    const page = toPage(raw(`${base}/x/?page=2`, `${base}/x/?page=2`), 2, base, (item) => item);
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
  });

  it('drops a next link that leaves the API origin', () => {
    const page = toPage(raw('https://evil.example/x/?page=2', null), 1, base, (item) => item);
    expect(page).toMatchObject({ next: null, previous: null, count: 7 });
  });
});
