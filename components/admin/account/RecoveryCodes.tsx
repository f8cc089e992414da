'use client';
import { useId } from 'react';
import formStyles from '../ui/AdminForm.module.css';
import styles from './Account.module.css';

/** The ten codes, the one time they can be read, with what to do with them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  return (
    <div className={formStyles.stack} role="region" aria-labelledby={headingId}>
      <h3 id={headingId}>Recovery codes</h3>
      <p>
        Keep these codes somewhere safe, away from your phone (a password manager, or printed and
        locked away). Each one signs you in once if you lose your authenticator app. They are shown
        only now: this page cannot show them again.
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div>
        <button type="button" className="button" onClick={onDone}>
          I have saved my recovery codes
        </button>
      </div>
    </div>
  );
}
