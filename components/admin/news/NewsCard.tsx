'use client';
import Link from 'next/link';
import { useId } from 'react';
import type { News } from '@/lib/domain/news';
import { formatLongDay } from '@/lib/dates/date-formats';
import { useRemoveNews } from '../queries/news';
import { RichHtml } from '../ui/RichHtml';
import { editNewsPath, readNewsPath } from '../admin-paths';
import styles from './NewsCard.module.css';
import { RemoveButton } from '../ui/RemoveButton';

export const REMOVE_NEWS_CONFIRM = 'Are you sure you want to delete this news item?';

export function NewsCard({ news }: { news: News }) {
  const remove = useRemoveNews();
  const titleId = useId();

  async function removeNews() {
    if (!window.confirm(REMOVE_NEWS_CONFIRM)) return;
    try {
      await remove.mutateAsync(news.id);
    } catch {
      window.alert('Failed to delete the news item');
    }
  }

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {news.image ? (
        // Banners come from /media or the upstream's own address, at their own sizes.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={news.image} alt="" className={styles.image} loading="lazy" />
      ) : null}
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {news.title}
        </h2>
        <p className={styles.date}>{formatLongDay(news.date)}</p>
        <RichHtml html={news.description} className={styles.description} />
        <div className={styles.actions}>
          <Link href={readNewsPath(news)} className="button">
            Read News
          </Link>
          <Link href={editNewsPath(news)} className="button button--ghost">
            Edit
          </Link>
          <RemoveButton pending={remove.isPending} onClick={removeNews} />
        </div>
      </div>
    </article>
  );
}
