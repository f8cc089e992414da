import 'server-only';
import { headers } from 'next/headers';

/**
 * The visitor's IP. Next fills X-Forwarded-For from the socket when a request has none, and
 * scripts/forwarded-headers.cjs removes the visitor's own claims unless TRUST_PROXY is set, so
 * the first entry is either the connection's address or what the trusted proxy saw.
 */
export async function clientIp(): Promise<string> {
  const forwarded = (await headers()).get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
