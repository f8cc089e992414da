import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from './env';

// Secrets the product must read back later (a link's token until its mail is sent, a two-factor
// key) are kept sealed: AES-256-GCM under a key derived from AUTH_SECRET, one key per purpose.
// A copy of the database or a backup without AUTH_SECRET opens nothing; changing AUTH_SECRET
// makes every sealed value unreadable (docs/deploy.md).

export type SealPurpose = 'mail-link' | 'totp';

const PREFIX = 'sealed.v1.';

function keyFor(purpose: SealPurpose, secret: string | undefined): Buffer {
  if (!secret) throw new Error('AUTH_SECRET is needed to seal or open a stored secret');
  return Buffer.from(hkdfSync('sha256', secret, 'business-services-site', `seal:${purpose}`, 32));
}

/** `plain` sealed for `purpose`: `sealed.v1.` + base64url(iv | tag | ciphertext). */
export function seal(plain: string, purpose: SealPurpose, secret = env().AUTH_SECRET): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose, secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

/**
 * The plain text of a sealed value; null when it was sealed under another key or purpose, or
 * changed since (GCM's tag): such a value is treated as absent, never trusted.
 */
export function unseal(
  value: string,
  purpose: SealPurpose,
  secret = env().AUTH_SECRET,
): string | null {
  if (!isSealed(value)) return null;
  const bytes = Buffer.from(value.slice(PREFIX.length), 'base64url');
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(purpose, secret),
      bytes.subarray(0, 12),
    );
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
