// Names and addresses no other test uses, so tests running side by side never meet.

/** A short tag that makes names unique across tests: `prefix`, then the time and a random part. */
export const unique = (prefix = '') =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// 198.18.0.0/15 is reserved for tests: 2 × 256 × 254 addresses (no .0 or .255 hosts).
const IPS = 2 * 256 * 254;
let next = Math.floor(Math.random() * IPS);

/**
 * A made-up client IP: the site reads it from X-Forwarded-For (the e2e servers run with
 * TRUST_PROXY), so per-IP limits and visit records of one test never touch another's. Never the
 * same twice in one worker; workers start at random places.
 */
export function uniqueIp(): string {
  next = (next + 1) % IPS;
  const host = next % 254;
  const block = Math.floor(next / 254);
  return `198.${18 + Math.floor(block / 256)}.${block % 256}.${host + 1}`;
}
