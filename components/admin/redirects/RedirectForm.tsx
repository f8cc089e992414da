'use client';
import { redirectInputSchema, SITE_PATH_MAX, TARGET_URL_MAX } from '@/lib/domain/redirect';
import { useAddRedirect } from '../queries/redirects';
import { useFlash } from '../ui/FlashProvider';
import { FormEnd } from '../ui/FormEnd';
import { TextField } from '../ui/TextField';
import { useRefusal } from '../ui/use-refusal';
import formStyles from '../ui/AdminForm.module.css';
import styles from './Redirects.module.css';

// Both fields take an address, typed as it is: no autofill, no spelling marks.
const addressInput = {
  autoComplete: 'off',
  spellCheck: false,
  required: true,
  announceError: true,
};

type Props = {
  /** From is the screen's: the Not found log's "Add redirect" fills it. */
  from: string;
  onFromChange: (from: string) => void;
  ref?: React.Ref<HTMLFormElement>;
};

/** "Add": checked here with the door's own schema, then by the door against the live site. */
export function RedirectForm({ from, onFromChange, ref }: Props) {
  const add = useAddRedirect();
  const flash = useFlash();
  const refusal = useRefusal();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = redirectInputSchema.safeParse({
      from: data.get('from'),
      to: data.get('to'),
      permanent: data.has('permanent'),
    });
    if (!refusal.checked(parsed)) return;
    try {
      const added = await add.mutateAsync(parsed.data);
      form.reset();
      onFromChange('');
      flash(`${added.from} now redirects to ${added.to}.`);
    } catch (failure) {
      refusal.refused(
        failure,
        'The redirect could not be sent. Check the connection and try again.',
      );
    }
  }

  return (
    <section aria-labelledby="add-redirect-heading">
      <h2 id="add-redirect-heading" className={styles.heading}>
        Add a redirect
      </h2>
      <p className={styles.hint}>
        From: an address of this site that answers “not found”, such as an old page’s. To: a page
        here (/new-page) or another site’s https:// address. Permanent (308) tells search engines
        the page has moved for good; otherwise it answers 307.
      </p>
      <form ref={ref} method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="From"
          name="from"
          value={from}
          onChange={(event) => onFromChange(event.target.value)}
          placeholder="/old-page"
          maxLength={SITE_PATH_MAX}
          error={refusal.fields.from}
          {...addressInput}
        />
        <TextField
          label="To"
          name="to"
          placeholder="/new-page or https://…"
          maxLength={TARGET_URL_MAX}
          error={refusal.fields.to}
          {...addressInput}
        />
        <label className={styles.check}>
          <input type="checkbox" name="permanent" defaultChecked />
          Permanent
        </label>
        <FormEnd error={refusal.error} busy={add.isPending} action="Add" pending="Adding..." />
      </form>
    </section>
  );
}
