import type { ReactNode } from 'react';
import { NewsGrid } from '@/components/site/news/NewsGrid';
import { Notice } from '@/components/site/Notice';
import type { News } from '@/lib/domain/news';
import type { Page } from '@/lib/domain/paging';
import { newsContent } from '@/lib/content/pages';
import type { Loaded } from '@/lib/freshness/cached-reads';

/** A page of news as /news and /all-news show it: the grid, or the honest error or empty state. */
export function NewsListing({
  loaded,
  footer,
}: {
  loaded: Loaded<Page<News>>;
  /** What follows the grid (a link to the archive, a pager), given the page shown. */
  footer: (page: Page<News>) => ReactNode;
}) {
  if (!loaded.ok) return <Notice tone="error">{newsContent.loadError}</Notice>;
  if (loaded.data.results.length === 0) return <Notice>{newsContent.emptyState}</Notice>;
  return (
    <>
      <NewsGrid items={loaded.data.results} leadsPage />
      {footer(loaded.data)}
    </>
  );
}
