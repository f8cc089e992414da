'use client';
import { useState } from 'react';
import type { TeamMember } from '@/lib/accounts/team-schema';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/domain/role';
import { failureMessage } from '../queries/api-fetch';
import {
  useChangeMember,
  useRemoveMember,
  useResendInvitation,
  useResetTwoFactor,
} from '../queries/team';
import { useFlash } from '../ui/FlashProvider';
import { RemoveButton } from '../ui/RemoveButton';
import styles from './Team.module.css';

/**
 * What the owner may do to one account: role, disable / enable, re-send, reset two-factor (for
 * someone who lost their phone and their recovery codes), remove.
 */
export function MemberActions({ member }: { member: TeamMember }) {
  const flash = useFlash();
  const change = useChangeMember();
  const remove = useRemoveMember();
  const resend = useResendInvitation();
  const reset = useResetTwoFactor();
  const [role, setRole] = useState<Role>(member.role);
  const busy = change.isPending || remove.isPending || resend.isPending || reset.isPending;

  async function run(work: () => Promise<unknown>, done: string) {
    try {
      await work();
      flash(done);
    } catch (failure) {
      flash(failureMessage(failure), 'error');
    }
  }

  if (member.primary) return <span className={styles.muted}>Primary owner (ADMIN_EMAIL)</span>;
  if (member.you) return <span className={styles.muted}>Your own account</span>;
  const who = member.email;
  return (
    <div className={styles.actions}>
      <select
        aria-label={`New role for ${who}`}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
      >
        {ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || role === member.role}
        aria-label={`Change the role of ${who}`}
        onClick={() =>
          run(
            () => change.mutateAsync({ id: member.id, change: { role } }),
            `${who} is now ${ROLE_LABELS[role]}.`,
          )
        }
      >
        Change role
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        aria-label={`${member.status === 'disabled' ? 'Enable' : 'Disable'} ${who}`}
        onClick={() => {
          const disabled = member.status !== 'disabled';
          void run(
            () => change.mutateAsync({ id: member.id, change: { disabled } }),
            `${who} is ${disabled ? 'disabled: their sessions have ended' : 'enabled again'}.`,
          );
        }}
      >
        {member.status === 'disabled' ? 'Enable' : 'Disable'}
      </button>
      {member.status === 'invited' ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-label={`Re-send the invitation to ${who}`}
          onClick={() =>
            run(() => resend.mutateAsync(member.id), `A new invitation is on its way to ${who}.`)
          }
        >
          Re-send invitation
        </button>
      ) : null}
      {member.twoFactorOn ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-label={`Reset two-factor for ${who}`}
          onClick={() => {
            const question = `Reset the two-factor sign-in of ${who}? Their key and recovery codes are deleted and their sessions end; they sign in with their password alone until they turn it on again.`;
            if (!window.confirm(question)) return;
            void run(
              () => reset.mutateAsync(member.id),
              `The two-factor sign-in of ${who} is reset: their sessions have ended.`,
            );
          }}
        >
          Reset two-factor
        </button>
      ) : null}
      <RemoveButton
        pending={remove.isPending}
        who={who}
        onClick={() => {
          if (!window.confirm(`Remove the account of ${who}? Their sessions end at once.`)) return;
          void run(() => remove.mutateAsync(member.id), `${who} was removed.`);
        }}
      />
    </div>
  );
}
