// What a person's authenticator app does, for the two-factor tests: the code of a key as the
// account page shows it, for now or a step later (a code not yet used at sign-in).
import { Secret, TOTP } from 'otpauth';

export function authenticatorCode(key: string, stepsAhead = 0): string {
  const secret = Secret.fromBase32(key.replace(/\s/g, ''));
  return new TOTP({ secret }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Six digits that are not the key's code for now or a step either side. */
export function wrongCode(key: string): string {
  const right = [-1, 0, 1].map((step) => authenticatorCode(key, step));
  return ['000000', '111111', '222222', '333333'].find((code) => !right.includes(code))!;
}
