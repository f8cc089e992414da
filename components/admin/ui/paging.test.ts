import { describe, expect, it } from 'vitest';
import { pageHref, pageOf, serialNumber } from './paging';

describe('paging', () => {
  it('knows which page an answer is from its neighbours', () => {
    expect(pageOf({ previous: null, next: null })).toBe(1);
    expect(pageOf({ previous: null, next: 2 })).toBe(1);
    expect(pageOf({ previous: 3, next: 5 })).toBe(4);
    expect(pageOf({ previous: 6, next: null })).toBe(7);
  });

  it('numbers visitors on from one page to the next', () => {
    expect(serialNumber(1, 0)).toBe(1);
    expect(serialNumber(1, 9)).toBe(10);
    expect(serialNumber(2, 0)).toBe(11);
    expect(serialNumber(13, 4)).toBe(125);
  });

  it('puts the page number beside the filters of a list address', () => {
    expect(pageHref('/admin/jobs', 1)).toBe('/admin/jobs');
    expect(pageHref('/admin/jobs', 3)).toBe('/admin/jobs?page=3');
    expect(pageHref('/admin/applications?job=7', 2)).toBe('/admin/applications?job=7&page=2');
    expect(pageHref('/admin/applications?job=7&page=2', 1)).toBe('/admin/applications?job=7');
  });
});
