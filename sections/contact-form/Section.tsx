import { ContactFormBlock } from '@/components/site/contact/ContactFormBlock';
import { Section } from '@/components/site/Section';
import { loadCompanyContact } from '@/lib/company-details/company-contact';
import type { SectionProps } from '../section-props';

/** The site's one contact form: what it asks and answers is the contact page's, not the section's. */
export async function ContactFormSection({ section, id }: SectionProps<'contact-form'>) {
  return (
    <Section title={section.heading} id={id} intro={section.text || undefined}>
      <ContactFormBlock contact={await loadCompanyContact()} />
    </Section>
  );
}
