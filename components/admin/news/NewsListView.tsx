'use client';
import { useNewsList } from '../queries/news';
import { PagedList } from '../ui/PagedList';
import { NewsCard } from './NewsCard';
import { DraftsSection } from './DraftsSection';
import styles from './NewsListView.module.css';

export function NewsListView({ page }: { page: number }) {
  return (
    <PagedList
      title="News / Blogs"
      query={useNewsList(page)}
      before={page === 1 ? <DraftsSection /> : null}
      loading="Loading news..."
      empty="There are no news items on this page."
      basePath="/admin/news"
      pagesLabel="News pages"
      listClassName={styles.grid}
      renderItem={(news) => <NewsCard news={news} />}
    />
  );
}
