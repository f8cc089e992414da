'use client';
import { inviteInputSchema } from '@/lib/accounts/team-schema';
import { ROLE_LABELS, ROLES } from '@/lib/domain/role';
import { useInvite } from '../queries/team';
import { useFlash } from '../ui/FlashProvider';
import { FormEnd } from '../ui/FormEnd';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { useRefusal } from '../ui/use-refusal';
import styles from './Team.module.css';

/** "Invite": the account is made at once and the person gets a link to set their password. */
export function InviteForm() {
  const invite = useInvite();
  const flash = useFlash();
  const refusal = useRefusal();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = inviteInputSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!refusal.checked(parsed)) return;
    try {
      const member = await invite.mutateAsync(parsed.data);
      form.reset();
      flash(
        `Invited ${member.email} as ${ROLE_LABELS[member.role]}. The invitation is on its way.`,
      );
    } catch (failure) {
      refusal.refused(
        failure,
        'The invitation could not be sent. Check the connection and try again.',
      );
    }
  }

  return (
    <section aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={styles.heading}>
        Invite someone
      </h2>
      <form method="post" className={styles.invite} onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          error={refusal.fields.email}
          announceError
        />
        <SelectField label="Role" name="role" defaultValue="recruiter">
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <FormEnd
          error={refusal.error}
          busy={invite.isPending}
          action="Invite"
          pending="Inviting..."
        />
      </form>
    </section>
  );
}
