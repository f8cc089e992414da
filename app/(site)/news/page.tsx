import { NewsListing } from '@/components/site/news/NewsListing';
import { newsMetadata } from '@/components/site/news/news-metadata';
import { newsContent } from '@/lib/content/pages';
import { newsIntroCopy } from '@/lib/pages/fixed-page-copy';
import { loadNewsPage } from '@/lib/freshness/cached-reads';
import { NEWS_FEED_PATH } from '@/lib/seo/news-feed';

export const generateMetadata = async () => newsMetadata(await newsIntroCopy());

// Rendered on its first request, cached until a write expires its tag (lib/freshness/).
export const revalidate = 10;

export default async function NewsPage() {
  const [copy, loaded] = await Promise.all([newsIntroCopy(), loadNewsPage(1)]);
  return (
    <main id="main" className="container">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <NewsListing
        loaded={loaded}
        footer={(shown) => (
          <>
            {shown.next ? (
              <p>
                <a className="button" href="/all-news?page=2">
                  {newsContent.viewAllLabel}
                </a>
              </p>
            ) : null}
            <p>
              <a href={NEWS_FEED_PATH}>{newsContent.feedLabel}</a>
            </p>
          </>
        )}
      />
    </main>
  );
}
