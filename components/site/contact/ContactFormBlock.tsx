import { ContactForm } from './ContactForm';
import { serviceOptions } from './contact-options';
import { contactOutcomes } from '@/lib/content/form-outcomes';
import { NoScriptOutcome } from '@/components/site/forms/NoScriptOutcome';
import { contactContent, formFailureMessages } from '@/lib/content/pages';
import type { CompanyContact } from '@/lib/domain/company-contact';

/**
 * The site's contact form as every page shows it: its words, the failure message naming the
 * firm's stored phone and e-mail, the services to choose from, and its outcome without script.
 */
export async function ContactFormBlock({ contact }: { contact: CompanyContact }) {
  const formText = { ...contactContent.form, errorMessage: formFailureMessages(contact).contact };
  return (
    <>
      <NoScriptOutcome outcomes={Object.values(contactOutcomes)} />
      <ContactForm text={formText} serviceOptions={await serviceOptions()} />
    </>
  );
}
