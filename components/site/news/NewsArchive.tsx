import { NewsListing } from '@/components/site/news/NewsListing';
import { Pager } from '@/components/site/Pager';
import { newsContent } from '@/lib/content/pages';
import { loadNewsPage } from '@/lib/freshness/cached-reads';

/** /all-news and /all-news?page=N (served by /all-news/N through a rewrite in middleware.ts). */
export async function NewsArchive({ page }: { page: number }) {
  const loaded = await loadNewsPage(page);
  return (
    <main id="main" className="container">
      <h1>{newsContent.allNewsHeading}</h1>
      <p>{newsContent.allNewsIntro}</p>
      <NewsListing
        loaded={loaded}
        footer={(shown) => (
          <Pager
            basePath="/all-news"
            previous={shown.previous}
            next={shown.next}
            label="News pages"
          />
        )}
      />
    </main>
  );
}
