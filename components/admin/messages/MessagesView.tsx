'use client';
import { useMessages } from '../queries/messages';
import { PagedList } from '../ui/PagedList';
import { MessageCard } from './MessageCard';
import styles from './MessagesView.module.css';

export function MessagesView({ page }: { page: number }) {
  return (
    <PagedList
      title="Messages"
      query={useMessages(page)}
      loading="Loading messages..."
      empty="There are no messages on this page."
      basePath="/admin/messages"
      pagesLabel="Messages pages"
      listClassName={styles.list}
      renderItem={(message) => <MessageCard message={message} />}
    />
  );
}
