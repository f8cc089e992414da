'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import {
  MESSAGE_STATUSES,
  messageFilterSchema,
  type MessageFilter,
  type MessageFilterSupport,
} from '@/lib/domain/message';
import { filterQuery } from '@/lib/inbox/schema';
import { SelectField } from '../ui/SelectField';
import control from '../ui/Control.module.css';
import styles from './MessageFilters.module.css';

const MESSAGES_PATH = '/admin/messages';
const STATUS_LABELS: Record<MessageFilter['status'], string> = {
  all: 'All',
  unread: 'Unread',
  unreplied: 'Unreplied',
  replied: 'Replied',
};

/** The screen's address for a filter: the filter lives in the URL, so reload and Back keep it. */
export function messagesPath(filter: MessageFilter): string {
  const query = filterQuery(filter);
  return query ? `${MESSAGES_PATH}?${query}` : MESSAGES_PATH;
}

const draftOf = (filter: MessageFilter) => ({
  status: filter.status as string,
  service: filter.service ?? '',
  q: filter.q ?? '',
});
type Draft = ReturnType<typeof draftOf>;

type Props = { filter: MessageFilter; support: MessageFilterSupport; services: readonly string[] };

/**
 * Show / Service / Search, as far as the server can serve them (none in upstream mode). A GET
 * form to the screen's own address; a choice applies at once, a search on submit, from page 1.
 */
export function MessageFilters({ filter, support, services }: Props) {
  const router = useRouter();
  const searchId = useId();
  const [draft, setDraft] = useState(() => draftOf(filter));
  // The URL changed under the form (Back, a link): show what the list now shows.
  const [shown, setShown] = useState(() => filterQuery(filter));
  if (shown !== filterQuery(filter)) {
    setShown(filterQuery(filter));
    setDraft(draftOf(filter));
  }

  function apply(next: Draft) {
    setDraft(next);
    const parsed = messageFilterSchema.safeParse(next);
    router.push(messagesPath(parsed.success ? parsed.data : { status: 'all' }), { scroll: false });
  }
  const choose = (field: 'status' | 'service') => (event: { target: { value: string } }) =>
    apply({ ...draft, [field]: event.target.value });

  if (!support.status && !support.service && !support.search) return null;
  // A service no longer offered (or typed into the URL) stays choosable while it is the filter.
  const choices =
    draft.service && !services.includes(draft.service) ? [...services, draft.service] : services;
  return (
    <form
      role="search"
      aria-label="Filter messages"
      method="get"
      action={MESSAGES_PATH}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      {support.status ? (
        <SelectField label="Show" name="status" value={draft.status} onChange={choose('status')}>
          {MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      ) : null}
      {support.service ? (
        <SelectField
          label="Service"
          name="service"
          value={draft.service}
          onChange={choose('service')}
        >
          <option value="">All services</option>
          {choices.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </SelectField>
      ) : null}
      {support.search ? (
        <div className={styles.search}>
          <label htmlFor={searchId}>Search messages</label>
          <input
            id={searchId}
            className={control.control}
            type="search"
            name="q"
            maxLength={200}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      ) : null}
    </form>
  );
}
