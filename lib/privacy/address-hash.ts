import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/config/env';

/**
 * How a privacy request names its person: an HMAC of the address keyed with AUTH_SECRET. Keyed,
 * not salted per row, so the same address always gives the same hash and a later request is
 * recognised; without the key, whoever reads the table cannot test guessed addresses against
 * it. Changing AUTH_SECRET makes earlier requests unrecognisable (docs/personal-data.md).
 */
export function addressHash(address: string, key = env().AUTH_SECRET): string {
  if (!key) throw new Error('AUTH_SECRET is needed to record a privacy request');
  return createHmac('sha256', key).update(`privacy-request:${address}`).digest('hex');
}

/** What the screen shows of a hash: enough to tell requests apart, too little to matter. */
export const hashPrefix = (hash: string) => hash.slice(0, 12);
