import { company } from '@/lib/content/company';
import { contactContent } from '@/lib/content/pages';

export function ContactDetails() {
  const { details } = contactContent;
  return (
    <>
      <h2>{details.phoneHeading}</h2>
      <ul>
        {company.phones.map((phone) => (
          <li key={phone.href}>
            {phone.label}: <a href={phone.href}>{phone.display}</a>
          </li>
        ))}
      </ul>
      <h2>{details.emailHeading}</h2>
      <p>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </p>
      <h2>{details.addressHeading}</h2>
      <p>{company.address.display}</p>
      <h2>{details.hoursHeading}</h2>
      <p>{details.hours}</p>
      <p>
        <a href={company.social.whatsapp} rel="noopener noreferrer" target="_blank">
          {details.whatsappLabel}
        </a>
      </p>
    </>
  );
}
