import { contactContent } from '@/lib/content/pages';
import styles from './NoScriptOutcome.module.css';

// Without JavaScript the browser posts the form itself and /api/contact redirects back to
// /contact-us#message-sent (or #message-invalid, #message-limited): :target shows the outcome
// on the prerendered page.
export const NO_SCRIPT_OUTCOMES = {
  sent: 'message-sent',
  invalid: 'message-invalid',
  limited: 'message-limited',
} as const;

export function NoScriptOutcome() {
  return (
    <>
      <p id={NO_SCRIPT_OUTCOMES.sent} className={`${styles.outcome} ${styles.ok}`}>
        {contactContent.form.successMessage}
      </p>
      <p id={NO_SCRIPT_OUTCOMES.invalid} className={styles.outcome}>
        Your message could not be sent: please fill in every field (your full name, a valid email
        address, a phone number, the service and a message of at least 10 characters).
      </p>
      <p id={NO_SCRIPT_OUTCOMES.limited} className={styles.outcome}>
        Too many messages from your connection. Please wait a minute and try again.
      </p>
    </>
  );
}
