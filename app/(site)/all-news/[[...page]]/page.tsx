import type { Metadata } from 'next';
import { allNewsMetadata } from '@/components/site/news/news-metadata';
import { NewsGrid } from '@/components/site/news/NewsGrid';
import { Notice } from '@/components/site/Notice';
import { Pager } from '@/components/site/Pager';
import { newsContent } from '@/lib/content/pages';
import { loadNewsPage } from '@/lib/public/cached-reads';
import { noParamsAtBuild, pageFromPath } from '@/lib/public/isr';

type Props = { params: Promise<{ page?: string[] }> };

// Regenerated on request, cached until a write expires it (lib/public/isr.ts).
export const revalidate = 10;
export const generateStaticParams = noParamsAtBuild;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return allNewsMetadata(await pageFromPath(params));
}

export default async function AllNewsPage({ params }: Props) {
  const page = await pageFromPath(params);
  const loaded = await loadNewsPage(page);
  return (
    <main id="main" className="container">
      <h1>{newsContent.allNewsHeading}</h1>
      <p>{newsContent.allNewsIntro}</p>
      {!loaded.ok ? (
        <Notice tone="error">{newsContent.loadError}</Notice>
      ) : loaded.data.results.length === 0 ? (
        <Notice>{newsContent.emptyState}</Notice>
      ) : (
        <>
          <NewsGrid items={loaded.data.results} />
          <Pager
            basePath="/all-news"
            previous={loaded.data.previous}
            next={loaded.data.next}
            label="News pages"
          />
        </>
      )}
    </main>
  );
}
