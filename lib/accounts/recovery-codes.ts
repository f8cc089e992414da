import 'server-only';
import { createHash, randomInt } from 'node:crypto';

// Ten single-use codes for when the authenticator is lost. Random (about 50 bits each, from an
// alphabet without look-alikes such as 0/o and 1/l/i), so a plain SHA-256 is enough to keep them:
// unlike a password there is nothing to guess a copy of the database back from.
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** `xxxx-xxxx-xx`: readable aloud and easy to copy by hand. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  const code = chars.join('');
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
