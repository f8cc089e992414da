import type { InboxMessage } from '@/lib/inbox/schema';
import { LeadSourceDetails } from '../ui/LeadSourceDetails';
import detailsList from '../ui/DetailsList.module.css';

/** Who wrote and about what: docs/spec.md's fields, with a word for each one left out. */
export function MessageDetails({ message }: { message: InboxMessage }) {
  return (
    <dl className={detailsList.onCard}>
      <dt>Email</dt>
      <dd>
        {message.userEmail ? (
          <a href={`mailto:${message.userEmail}`}>{message.userEmail}</a>
        ) : (
          'No email provided'
        )}
      </dd>
      <dt>Phone number</dt>
      <dd>
        {message.phone_number ? (
          <a href={`tel:${message.phone_number.replace(/[^+\d]/g, '')}`}>{message.phone_number}</a>
        ) : (
          'Not provided'
        )}
      </dd>
      <dt>Service of interest</dt>
      <dd>{message.service_of_interest ?? 'Not provided'}</dd>
      <LeadSourceDetails source={message.source} />
    </dl>
  );
}
