import type { CompanyContact } from '@/lib/domain/company-contact';
import { contactContent } from '@/lib/content/pages';

/** Phones, e-mail, office, hours and WhatsApp, as the back office keeps them. */
export function ContactDetails({ contact }: { contact: CompanyContact }) {
  const { details } = contactContent;
  return (
    <>
      <h2>{details.phoneHeading}</h2>
      <ul>
        {contact.phones.map((phone, index) => (
          <li key={index}>
            {phone.label}: <a href={phone.href}>{phone.display}</a>
          </li>
        ))}
      </ul>
      <h2>{details.emailHeading}</h2>
      <p>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <h2>{details.addressHeading}</h2>
      <p>{contact.address.display}</p>
      <h2>{details.hoursHeading}</h2>
      <p>{contact.openingHours}</p>
      {contact.social.whatsapp ? (
        <p>
          <a href={contact.social.whatsapp} rel="noopener noreferrer" target="_blank">
            {details.whatsappLabel}
          </a>
        </p>
      ) : null}
    </>
  );
}
