import type { Outcome } from '@/lib/content/form-outcomes';
import styles from './NoScriptOutcome.module.css';

// :target shows the one outcome the door redirected to (lib/content/form-outcomes.ts) on the
// cached page.
export function NoScriptOutcome({ outcomes }: { outcomes: readonly Outcome[] }) {
  return (
    <>
      {outcomes.map((outcome) => (
        <p
          key={outcome.id}
          id={outcome.id}
          className={`${styles.outcome} ${outcome.ok ? styles.ok : ''}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      ))}
    </>
  );
}
