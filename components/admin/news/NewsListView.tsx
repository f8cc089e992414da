'use client';
import { useNewsList } from '../queries/news';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { Pagination } from '../ui/Pagination';
import { NewsCard } from './NewsCard';
import styles from './NewsListView.module.css';

export function NewsListView({ page }: { page: number }) {
  const { data, isPending, isError, error, isPlaceholderData } = useNewsList(page);
  return (
    <>
      <PageTitle>News / Blogs{data ? ` (${data.results.length})` : ''}</PageTitle>
      {isPending ? (
        <StateMessage>Loading news...</StateMessage>
      ) : isError ? (
        <StateMessage tone="error">Error: {error.message}</StateMessage>
      ) : (
        <>
          {data.results.length === 0 ? (
            <StateMessage>There are no news items on this page.</StateMessage>
          ) : (
            <ul className={styles.grid}>
              {data.results.map((news) => (
                <li key={news.id}>
                  <NewsCard news={news} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            basePath="/admin/news"
            label="News pages"
            previous={data.previous}
            next={data.next}
            pending={isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
