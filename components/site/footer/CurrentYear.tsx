'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const thisYear = () => new Date().getFullYear();

/** The current year: pages are prerendered at build, so the browser corrects a stale build year. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(noSubscription, thisYear, () => buildYear);
  return <>{year}</>;
}
