'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useTwoFactorPolicy } from '../queries/account';
import { useFlash } from '../ui/FlashProvider';
import { failureByField } from './form-errors';
import { FormEnd } from '../ui/FormEnd';
import formStyles from '../ui/AdminForm.module.css';
import styles from './Account.module.css';

/** The owner's choice: everyone must sign in with two-factor (or turn it on first). */
export function TwoFactorPolicyForm({ required }: { required: boolean }) {
  const headingId = useId();
  const router = useRouter();
  const flash = useFlash();
  const save = useTwoFactorPolicy();
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = new FormData(event.currentTarget).get('required') === 'on';
    setError(undefined);
    try {
      await save.mutateAsync(wanted);
      flash(wanted ? 'Two-factor sign-in is now required.' : 'Two-factor is no longer required.');
      router.refresh();
    } catch (failure) {
      setError(failureByField(failure).form ?? 'The change could not be saved.');
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Require two-factor for everyone
      </h2>
      {/* Posts, should it be sent before its script runs: nothing goes into the address. */}
      <form
        method="post"
        className={formStyles.stack}
        onSubmit={submit}
        aria-labelledby={headingId}
      >
        <p>
          When required, everyone without two-factor is sent to their account page to turn it on
          before they can use anything else in the back office.
        </p>
        <label className={styles.check}>
          <input type="checkbox" name="required" defaultChecked={required} />
          Require two-factor sign-in for everyone
        </label>
        <FormEnd error={error} busy={save.isPending} action="Save" pending="Saving..." />
      </form>
    </section>
  );
}
