import type { Metadata } from 'next';
import { connection } from 'next/server';
import { z } from 'zod';
import { SearchResults } from '@/components/site/search/SearchResults';
import { Notice } from '@/components/site/Notice';
import { searchSite } from '@/lib/search/site-search';
import { pageMetadata } from '@/lib/seo/seo';
import styles from './search.module.css';

type Props = { searchParams: Promise<{ q?: string | string[] }> };
const querySchema = z.object({ q: z.string().trim().max(200).catch('') }).catch({ q: '' });

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = querySchema.parse(await searchParams);
  return pageMetadata({
    title: q ? `Search results for “${q}”` : 'Search',
    description: 'Search our services, frequently asked questions, news and current vacancies.',
    path: '/search',
    noindex: true,
  });
}

export default async function SearchPage({ searchParams }: Props) {
  await connection();
  const { q } = querySchema.parse(await searchParams);
  const { hits, complete } = q ? await searchSite(q) : { hits: [], complete: true };
  return (
    <main id="main" className="container">
      <h1>{q ? `Search results for “${q}”` : 'Search'}</h1>
      <form className={styles.form} action="/search" method="get" role="search">
        <label htmlFor="search-page-q">Search the site</label>
        <input id="search-page-q" name="q" type="search" defaultValue={q} maxLength={200} />
        <button className="button" type="submit">
          Search
        </button>
      </form>
      {!complete ? (
        <Notice tone="error">
          News and vacancies could not be searched just now; the results below cover our services
          and FAQs.
        </Notice>
      ) : null}
      {q && hits.length === 0 ? (
        <Notice>
          No results for “{q}”. Try a different word, browse our services, or contact us and we will
          point you in the right direction.
        </Notice>
      ) : null}
      {hits.length > 0 ? <SearchResults hits={hits} /> : null}
    </main>
  );
}
