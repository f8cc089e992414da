import { NewsArchive, newsArchiveMetadata } from '@/components/site/news/NewsArchive';

// Rendered on its first request, cached until a write expires its tag (lib/cache/).
export const revalidate = 10;

export const metadata = newsArchiveMetadata(1);

export default function AllNewsPage() {
  return <NewsArchive page={1} />;
}
