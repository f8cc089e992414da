import 'server-only';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// Passwords are kept as `scrypt$<N>$<salt>$<hash>` (base64url). scrypt runs on libuv's thread
// pool (async): a sign-in never stalls other requests.
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number },
) => Promise<Buffer>;
const COST = 16384;
const LENGTH = 64;

export const slowHash = (value: string, salt: Buffer, cost = COST) =>
  scryptAsync(value, salt, LENGTH, { N: cost });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await slowHash(password, salt);
  return ['scrypt', COST, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

// Compared against when there is no account, so an unknown address takes as long as a known one.
let decoy: Promise<string> | undefined;

/** Constant-time check of `password` against a stored hash (or a decoy when there is none). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const [scheme, cost, salt, hash] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await slowHash(password, Buffer.from(salt, 'base64url'), Number(cost));
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
