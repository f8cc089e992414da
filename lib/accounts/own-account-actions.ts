import 'server-only';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { setTwoFactorRequired } from './account-store';
import { changePassword } from './password';
import {
  confirmTwoFactor,
  replaceRecoveryCodes,
  turnOffTwoFactor,
  type TwoFactorTurnedOn,
} from './two-factor';

// The Account screen's buttons, and the Team screen's two-factor policy: each change made, then
// logged. The password is checked again by the door before any of them.

type Signed = Actor & { id: number };

/** "Change password": the new session stamp, or null for the primary owner's (set by env). */
export async function changeOwnPassword(actor: Signed, password: string): Promise<string | null> {
  const stamp = await changePassword(actor.id, password);
  if (stamp) await recordActivity(actor, { kind: 'account', summary: 'Changed their password' });
  return stamp;
}

/** "Turn on" with the first code from the app: the recovery codes, or null for a wrong code. */
export async function turnOnTwoFactor(
  actor: Signed,
  code: string,
): Promise<TwoFactorTurnedOn | null> {
  const on = await confirmTwoFactor(actor.id, code);
  if (on) await recordActivity(actor, { kind: 'account', summary: 'Turned on two-factor sign-in' });
  return on;
}

/** "Turn off two-factor sign-in": the new session stamp. */
export async function turnOffOwnTwoFactor(actor: Signed): Promise<string> {
  const stamp = await turnOffTwoFactor(actor.id);
  await recordActivity(actor, { kind: 'account', summary: 'Turned off two-factor sign-in' });
  return stamp;
}

/** "Make new recovery codes": the codes, or null when two-factor sign-in is off. */
export async function renewRecoveryCodes(actor: Signed): Promise<string[] | null> {
  const codes = await replaceRecoveryCodes(actor.id);
  if (codes) await recordActivity(actor, { kind: 'account', summary: 'Made new recovery codes' });
  return codes;
}

/** The Team screen's "Require two-factor sign-in for everyone". */
export async function setTwoFactorPolicy(actor: Actor, required: boolean): Promise<void> {
  await setTwoFactorRequired(required);
  await recordActivity(actor, {
    kind: 'account',
    summary: required
      ? 'Required two-factor sign-in for everyone'
      : 'Stopped requiring two-factor sign-in',
  });
}
