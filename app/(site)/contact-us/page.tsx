import { ContactForm } from '@/components/site/contact/ContactForm';
import { ContactDetails } from '@/components/site/contact/ContactDetails';
import { BookingSection } from '@/components/site/contact/BookingSection';
import { serviceOptions } from '@/components/site/contact/contact-options';
import { contactOutcomes } from '@/lib/site/form-outcomes';
import { NoScriptOutcome } from '@/components/site/forms/NoScriptOutcome';
import { contactContent, formFailureMessages } from '@/lib/content/pages';
import { loadCompanyContact } from '@/lib/site/company-contact';
import { pageMetadata } from '@/lib/site/seo/seo';
import styles from './contact.module.css';
import { pathOf } from '@/lib/content/page-paths';

export const generateMetadata = () =>
  pageMetadata({
    title: contactContent.metaTitle,
    description: contactContent.metaDescription,
    path: pathOf('contact'),
  });

export default async function ContactPage() {
  const { whatHappensNext } = contactContent;
  const contact = await loadCompanyContact();
  const formText = { ...contactContent.form, errorMessage: formFailureMessages(contact).contact };
  return (
    <main id="main" className="container">
      <h1>{contactContent.heading}</h1>
      <p className={styles.intro}>{contactContent.intro}</p>
      <div className={styles.columns}>
        <section aria-labelledby="contact-form-heading" id="contact-form">
          <h2 id="contact-form-heading">{contactContent.form.heading}</h2>
          <NoScriptOutcome outcomes={Object.values(contactOutcomes)} />
          <ContactForm text={formText} serviceOptions={await serviceOptions()} />
        </section>
        <aside className={styles.aside}>
          <ContactDetails contact={contact} />
          <h2>{whatHappensNext.heading}</h2>
          <ol>
            {whatHappensNext.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {step.detail}
              </li>
            ))}
          </ol>
        </aside>
      </div>
      <BookingSection phone={contact.mainPhone} />
    </main>
  );
}
