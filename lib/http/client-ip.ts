import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';

/**
 * The visitor's IP: from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY), otherwise
 * the connection's address as the Next server reports it.
 */
export async function clientIp(): Promise<string> {
  const all = await headers();
  if (env().TRUST_PROXY) {
    const forwarded = all.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return all.get('x-real-ip') ?? all.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? 'unknown';
}
