'use client';
import { useMessages } from '../queries/messages';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { Pagination } from '../ui/Pagination';
import { MessageCard } from './MessageCard';
import styles from './MessagesView.module.css';

export function MessagesView({ page }: { page: number }) {
  const { data, isPending, isError, error, isPlaceholderData } = useMessages(page);
  return (
    <>
      <PageTitle>Messages{data ? ` (${data.results.length})` : ''}</PageTitle>
      {isPending ? (
        <StateMessage>Loading messages...</StateMessage>
      ) : isError ? (
        <StateMessage tone="error">Error: {error.message}</StateMessage>
      ) : (
        <>
          {data.results.length === 0 ? (
            <StateMessage>There are no messages on this page.</StateMessage>
          ) : (
            <ul className={styles.list}>
              {data.results.map((message) => (
                <li key={message.id}>
                  <MessageCard message={message} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            basePath="/admin/messages"
            label="Messages pages"
            previous={data.previous}
            next={data.next}
            pending={isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
