import type { Outcome } from '@/lib/site/form-outcomes';
import styles from './NoScriptOutcome.module.css';

// :target shows the one outcome the door redirected to (lib/site/form-outcomes.ts) on the
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
