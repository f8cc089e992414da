// What a public form's door redirects a browser without JavaScript to: the form's page with the
// outcome as the fragment (/contact-us#message-sent), shown there by components/site/forms/
// NoScriptOutcome. Shared by the doors and the pages, so the ids cannot drift apart.
import { careersContent, contactContent } from '@/lib/content/pages';

export type Outcome = { id: string; text: string; ok?: boolean };

const { form } = contactContent;
export const contactOutcomes = {
  sent: { id: 'message-sent', text: form.successMessage, ok: true },
  invalid: { id: 'message-invalid', text: form.invalidMessage },
  limited: { id: 'message-limited', text: form.limitedMessage },
} as const satisfies Record<string, Outcome>;

const { application } = careersContent;
export const applicationOutcomes = {
  sent: {
    id: 'application-sent',
    text: `${application.successHeading}. ${application.successText}`,
    ok: true,
  },
  invalid: { id: 'application-invalid', text: application.invalidMessage },
  tooLarge: { id: 'application-too-large', text: application.cvTooLarge },
  limited: { id: 'application-limited', text: application.limitedMessage },
  closed: { id: 'application-closed', text: application.closedMessage },
  // Its words name the firm's e-mail address as stored now, so the job page writes them in
  // (shownApplicationOutcomes); the door needs only the id.
  failed: { id: 'application-failed', text: '' },
} as const satisfies Record<string, Outcome>;

/** The application's outcomes as the job page shows them, with the failure's own words. */
export const shownApplicationOutcomes = (failedText: string): Outcome[] =>
  Object.values({
    ...applicationOutcomes,
    failed: { ...applicationOutcomes.failed, text: failedText },
  });
