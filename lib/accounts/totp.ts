import 'server-only';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { isSealed, seal, unseal } from '@/lib/config/seal';
import { companyName } from '@/lib/content/company-identity';

// RFC 6238 as every authenticator app reads it by default: SHA-1, 30-second steps, 6 digits.
const PERIOD = 30;
const DIGITS = 6;
/** Steps either side of now a code is still taken for: a phone's clock a little off still works. */
const WINDOW = 1;

const totpOf = (secret: string, label = 'Back office') =>
  new TOTP({
    issuer: companyName,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new authenticator key: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** A key as the database keeps it: sealed, so a copy of the database or a backup opens nothing. */
export const sealTotpSecret = (secret: string): string => seal(secret, 'totp');

/**
 * The key a stored value holds. Keys stored before they were sealed are clear base32 and are
 * taken as they are (their accounts keep working; a sign-in seals them); a sealed value that
 * cannot be opened (AUTH_SECRET changed, or the value was altered) is no key: null.
 */
export const openTotpSecret = (stored: string): string | null =>
  isSealed(stored) ? unseal(stored, 'totp') : stored;

/** Six digits: an authenticator's code (a recovery code is longer, and has letters). */
export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The 30-second step a code was made for, if it is right for now or one step either side; null
 * when it is not. The step is what makes a code single-use (accounts.totp_last_step).
 */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!looksLikeTotpCode(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The key in groups of four, as the account page shows it beside the QR code. */
export const keyAsText = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * What an authenticator app scans: the otpauth:// URI drawn as SVG markup, put inline in the
 * page (nothing more to fetch, sharp at any zoom, and the URI never sits in an image address).
 */
export async function setupQrSvg(secret: string, email: string): Promise<string> {
  const uri = totpOf(secret, email).toString();
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
