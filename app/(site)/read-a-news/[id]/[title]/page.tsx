import type { Metadata } from 'next';
import { SiteImage } from '@/components/site/SiteImage';
import { permanentRedirect } from 'next/navigation';
import { JsonLd } from '@/components/site/JsonLd';
import { Notice } from '@/components/site/Notice';
import { newsArticleMetadata } from '@/components/site/news/news-metadata';
import { RichText } from '@/components/site/RichText';
import { idSchema } from '@/lib/domain/id';
import { newsContent } from '@/lib/content/pages';
import { newsIntroCopy } from '@/lib/pages/fixed-page-copy';
import { loadNewsItem } from '@/lib/freshness/cached-reads';
import { formatDay } from '@/lib/dates/london-days';
import { notFoundOrMoved } from '@/lib/redirects/not-found-or-moved';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { newsPath, titleSlug } from '@/lib/text/slug';
import styles from './article.module.css';
import { pathOf } from '@/lib/content/page-paths';

type Props = { params: Promise<{ id: string; title: string }> };

// Rendered on its first request (none at build time), cached until a write expires its tag.
export const revalidate = 10;
export const generateStaticParams = async (): Promise<never[]> => [];

/** The address asked for, as the site's redirects name it. */
const addressOf = async (params: Props['params']) => {
  const { id, title } = await params;
  return `/read-a-news/${id}/${title}`;
};

async function load(params: Props['params']) {
  const id = idSchema.safeParse((await params).id);
  if (!id.success) return notFoundOrMoved(await addressOf(params));
  return loadNewsItem(id.data);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsArticleMetadata(await load(params));
}

export default async function NewsArticlePage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded.ok) {
    // The news page's heading as the firm publishes it: the article could not be read.
    const { heading } = await newsIntroCopy();
    return (
      <main id="main" className="container">
        <h1>{heading}</h1>
        <Notice tone="error">{newsContent.loadError}</Notice>
      </main>
    );
  }
  const item = loaded.data;
  if (!item) return notFoundOrMoved(await addressOf(params));
  const { title } = await params;
  if (title !== titleSlug(item.title)) permanentRedirect(newsPath(item));

  return (
    <main id="main" className="container">
      <article className={styles.article}>
        <p>
          <a href={pathOf('news')}>← {newsContent.backLabel}</a>
        </p>
        <h1>{item.title}</h1>
        <p className={styles.meta}>
          <time dateTime={item.date}>{formatDay(item.date)}</time> · {newsContent.byline}
        </p>
        {item.image ? (
          <SiteImage
            className={styles.banner}
            src={item.image}
            alt={item.image_alt ?? ''}
            width={1200}
            height={675}
            sizes="(max-width: 820px) 100vw, 780px"
            preload
          />
        ) : null}
        <RichText html={item.description} headingOffset={1} />
      </article>
      <JsonLd data={newsArticleJsonLd(item)} />
    </main>
  );
}
