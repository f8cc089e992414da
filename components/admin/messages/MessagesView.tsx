'use client';
import type { MessageFilter } from '@/lib/domain/message';
import { isFiltered, servableFilter } from '@/lib/inbox/schema';
import { useMessages } from '../queries/messages';
import { ExportCsvLink } from '../ui/ExportCsvLink';
import { PagedList } from '../ui/PagedList';
import { MessageCard } from './MessageCard';
import { MessageFilters, messagesPath } from './MessageFilters';
import cardList from '../ui/CardList.module.css';

type Props = { page: number; filter: MessageFilter; services: readonly string[] };

export function MessagesView({ page, filter, services }: Props) {
  const query = useMessages(page, filter);
  const support = query.data?.filters;
  // What the list really shows: a filter the server cannot serve was not applied.
  const applied = support ? servableFilter(filter, support) : filter;
  return (
    <PagedList
      title="Messages"
      actions={
        <>
          {support ? (
            <MessageFilters filter={filter} support={support} services={services} />
          ) : null}
          <ExportCsvLink href="/api/admin/messages/export" />
        </>
      }
      query={query}
      loading="Loading messages..."
      empty={
        isFiltered(applied)
          ? 'No messages match these filters.'
          : 'There are no messages on this page.'
      }
      basePath={messagesPath(applied)}
      pagesLabel="Messages pages"
      listClassName={cardList.list}
      renderItem={(message) => <MessageCard message={message} />}
    />
  );
}
