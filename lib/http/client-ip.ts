import 'server-only';
import { headers } from 'next/headers';

/**
 * The visitor's IP: the last X-Forwarded-For entry, the one written by the nearest hop we trust.
 * Without TRUST_PROXY, scripts/server-preload.cjs drops the header the visitor sent, and Next
 * fills it from the socket; with it, the proxy in front appends the address it saw.
 */
export async function clientIp(): Promise<string> {
  const forwarded = (await headers()).get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || 'unknown';
}
