'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { company } from '@/lib/content/company';
import { formatLocalDay } from '@/lib/dates/date-formats';
import { editNewsPath } from '../admin-paths';
import { useNewsItem, useRemoveNews } from '../queries/news';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { RichHtml } from '../ui/RichHtml';
import { REMOVE_NEWS_CONFIRM } from './NewsCard';
import styles from './NewsDetailView.module.css';
import { RemoveButton } from '../ui/RemoveButton';

export function NewsDetailView({ id }: { id: number | null }) {
  if (id === null) {
    return (
      <>
        <PageTitle>News / Blogs</PageTitle>
        <StateMessage>No news found</StateMessage>
      </>
    );
  }
  return <NewsDetail id={id} />;
}

function NewsDetail({ id }: { id: number }) {
  const router = useRouter();
  const { data: news, isPending, isError, error } = useNewsItem(id);
  const remove = useRemoveNews();
  const [removeFailed, setRemoveFailed] = useState(false);

  async function removeNews() {
    if (!window.confirm(REMOVE_NEWS_CONFIRM)) return;
    setRemoveFailed(false);
    try {
      await remove.mutateAsync(id);
      // docs/spec.md names /news (the public list); the admin list is where the administrator works.
      router.push('/admin/news');
    } catch {
      setRemoveFailed(true);
    }
  }

  const actions = news ? (
    <>
      <Link href={editNewsPath(news)} className="button button--ghost">
        Edit News
      </Link>
      <RemoveButton pending={remove.isPending} onClick={removeNews} />
    </>
  ) : null;

  return (
    <>
      <PageTitle actions={actions}>News / Blogs</PageTitle>
      {removeFailed ? <StateMessage tone="error">Failed to delete news</StateMessage> : null}
      {isPending ? (
        <StateMessage>Loading news...</StateMessage>
      ) : isError ? (
        <StateMessage tone="error">Error fetching news: {error.message}</StateMessage>
      ) : !news ? (
        <StateMessage>No news found</StateMessage>
      ) : (
        <article className={styles.article} aria-labelledby="news-title">
          <h2 id="news-title" className={styles.title}>
            {news.title}
          </h2>
          <p className={styles.meta}>
            <time dateTime={news.date}>{formatLocalDay(news.date)}</time> · {company.organisation}
          </p>
          {news.image ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={news.image} alt="" className={styles.banner} />
          ) : null}
          <RichHtml html={news.description} />
        </article>
      )}
    </>
  );
}
