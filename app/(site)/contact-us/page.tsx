import { ContactFormBlock } from '@/components/site/contact/ContactFormBlock';
import { ContactDetails } from '@/components/site/contact/ContactDetails';
import { BookingSection } from '@/components/site/contact/BookingSection';
import { OrganizationJsonLd } from '@/components/site/OrganizationJsonLd';
import { contactContent } from '@/lib/content/pages';
import { contactCopy } from '@/lib/pages/fixed-page-copy';
import { loadCompanyContact } from '@/lib/company-details/company-contact';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import styles from './contact.module.css';
import { pathOf } from '@/lib/content/page-paths';

export const generateMetadata = async () =>
  metadataFromCopy(pathOf('contact'), await contactCopy(), contactContent);

export default async function ContactPage() {
  const [copy, contact] = await Promise.all([contactCopy(), loadCompanyContact()]);
  return (
    <main id="main" className="container">
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <div className={styles.columns}>
        <section aria-labelledby="contact-form-heading" id="contact-form">
          <h2 id="contact-form-heading">{copy.formHeading}</h2>
          <ContactFormBlock contact={contact} />
        </section>
        <aside className={styles.aside}>
          <ContactDetails contact={contact} />
          <h2>{copy.stepsHeading}</h2>
          <ol>
            {copy.steps.map((step, index) => (
              <li key={index}>
                <strong>{step.title}.</strong> {step.detail}
              </li>
            ))}
          </ol>
        </aside>
      </div>
      <BookingSection
        phone={contact.mainPhone}
        heading={copy.bookingHeading}
        intro={copy.bookingIntro}
      />
      <OrganizationJsonLd />
    </main>
  );
}
