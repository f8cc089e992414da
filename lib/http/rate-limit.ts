import 'server-only';
import { countHit, uncountHit } from '@/lib/own-data/rate-limit-windows';

export type RateLimit = { name: string; limit: number; windowMs: number };

const keyOf = (rule: RateLimit, subject: string) => `${rule.name}:${subject}`;

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** At most `limit` hits per `windowMs`, counted under `name` apiece for each subject. */
export const rateLimit = (name: string, limit: number, windowMs: number): RateLimit => ({
  name,
  limit,
  windowMs,
});

/** Counts one hit for `subject` and answers its place in the current window (1 for the first). */
export const countRateLimit = (rule: RateLimit, subject: string): Promise<number> =>
  countHit(keyOf(rule, subject), rule.windowMs);

/** Counts one hit for `subject` (usually an IP) and says whether it is still within the limit. */
export async function hitRateLimit(rule: RateLimit, subject: string): Promise<boolean> {
  return (await countRateLimit(rule, subject)) <= rule.limit;
}

/**
 * Gives back a hit counted by hitRateLimit, for limits that count only failures: a login takes
 * its slot before the password is checked (so concurrent guesses cannot all slip under the
 * limit) and returns it when the login succeeds.
 */
export async function releaseRateLimit(rule: RateLimit, subject: string): Promise<void> {
  await uncountHit(keyOf(rule, subject), rule.windowMs);
}

export const CONTACT_LIMIT = rateLimit('contact', 5, MINUTE);
export const LOGIN_FAILURE_LIMIT = rateLimit('login', 5, MINUTE);
/**
 * Refused logins for one account from any number of IPs: guessing spread over a botnet gets
 * 20 tries a quarter-hour. Someone failing on purpose can lock the admin out for that long
 * at most, which is the usual trade.
 */
export const ACCOUNT_FAILURE_LIMIT = rateLimit('login-account', 20, 15 * MINUTE);
/** Visit beacons from one IP: past this the beacon answers 429 and nothing is stored. */
export const VISIT_LIMIT = rateLimit('visits', 60, MINUTE);
/** One IP viewing one path counts once a minute, however often the page is reloaded. */
export const VISIT_REPEAT_LIMIT = rateLimit('visit-page', 1, MINUTE);
/** Images fetched through /media/upstream for one IP: a page shows a dozen at most. */
export const UPSTREAM_IMAGE_LIMIT = rateLimit('upstream-image', 120, MINUTE);
/** Applications from one IP (docs/design.md): past this the door answers 429 and stores nothing. */
export const APPLICATION_LIMIT = rateLimit('applications', 5, MINUTE);
/** Invitations (and re-sent ones) from one IP: an owner's whole team in one sitting, no mail flood. */
export const INVITATION_IP_LIMIT = rateLimit('invitation-ip', 30, 15 * MINUTE);
/** Invitations to one address: a first one and two re-sends an hour. */
export const INVITATION_ADDRESS_LIMIT = rateLimit('invitation-address', 3, HOUR);
/** "Forgot password?" from one IP, whatever the addresses typed. */
export const RESET_REQUEST_IP_LIMIT = rateLimit('reset-ip', 10, 15 * MINUTE);
/**
 * Reset links asked for one address, from any IP: nobody can fill a person's mailbox. Counted
 * for every address typed, with or without an account, so a 429 tells nothing either.
 */
export const RESET_REQUEST_ADDRESS_LIMIT = rateLimit('reset-address', 3, HOUR);
/** Invitation and reset links tried from one IP (a link has 256 random bits: this is hygiene). */
export const ACCOUNT_LINK_LIMIT = rateLimit('account-link', 10, MINUTE);
/**
 * Backups made through the door, per account and for the local key apart: each one reads every
 * table and holds the embedded database while it does, so three in ten minutes is plenty for a
 * person and a scheduled `npm run backup`, and a page (or a script) cannot keep the server busy.
 */
export const BACKUP_LIMIT = rateLimit('backup', 3, 10 * MINUTE);
