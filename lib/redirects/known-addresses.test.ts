import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWN_PAGES_TAG, SERVICES_TAG } from '@/lib/freshness/tags';
import { knownPageTarget, rememberLiveAddress } from './known-addresses';

type Clock = { __cacheTagExpiredAt?: (tag: string) => number };
const holder = globalThis as Clock;
let expired: Record<string, number>;

beforeEach(() => {
  expired = {};
  holder.__cacheTagExpiredAt = (tag) => expired[tag] ?? -1;
});
afterEach(() => {
  delete holder.__cacheTagExpiredAt;
});

describe('the addresses the gate takes straight to their page', () => {
  it('takes a visit to a page found live to its rendering, its query kept', () => {
    rememberLiveAddress('payroll-bureau', 1_000);
    expect(knownPageTarget('/payroll-bureau')).toBe('/_service/payroll-bureau');
    expect(knownPageTarget('/payroll-bureau?utm_source=mail')).toBe(
      '/_service/payroll-bureau?utm_source=mail',
    );
  });

  it('leaves every other address to the router', () => {
    rememberLiveAddress('sectors', 1_000);
    for (const url of ['/sectors/', '/sectors/x', '/Sectors', '/other', '/', '/%73ectors'])
      expect(knownPageTarget(url), url).toBeUndefined();
  });

  it('forgets an address once the services or own pages changed after it was found', () => {
    rememberLiveAddress('sectors', 1_000);
    rememberLiveAddress('payroll', 1_000);
    expired[OWN_PAGES_TAG] = 999;
    expect(knownPageTarget('/sectors')).toBe('/_service/sectors');
    expired[OWN_PAGES_TAG] = 1_000; // the same instant: the read may have missed the change
    expect(knownPageTarget('/sectors')).toBeUndefined();
    expired[OWN_PAGES_TAG] = -1;
    expect(knownPageTarget('/sectors')).toBeUndefined(); // forgotten until found again
    expired[SERVICES_TAG] = 5_000;
    expect(knownPageTarget('/payroll')).toBeUndefined();
    rememberLiveAddress('payroll', 6_000);
    expect(knownPageTarget('/payroll')).toBe('/_service/payroll');
  });

  it('takes nothing anywhere without the page cache to say what changed', () => {
    rememberLiveAddress('sectors', 1_000);
    delete holder.__cacheTagExpiredAt;
    expect(knownPageTarget('/sectors')).toBeUndefined();
  });
});
