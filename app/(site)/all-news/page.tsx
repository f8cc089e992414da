import { NewsArchive } from '@/components/site/news/NewsArchive';
import { allNewsMetadata } from '@/components/site/news/news-metadata';

// Rendered on its first request, cached until a write expires its tag (lib/freshness/).
export const revalidate = 10;

export const generateMetadata = () => allNewsMetadata(1);

export default function AllNewsPage() {
  return <NewsArchive page={1} />;
}
