import type { Metadata } from 'next';
import { NewsArchive } from '@/components/site/news/NewsArchive';
import { allNewsMetadata } from '@/components/site/news/news-metadata';
import { pageQuerySchema } from '@/lib/domain/paging';
import { notFoundOrMoved } from '@/lib/redirects/not-found-or-moved';

type Props = { params: Promise<{ page: string }> };

// /all-news?page=N, rewritten here (middleware.ts) so that, unlike a page reading its query,
// it is cached between writes: rendered on its first request, none at build time.
export const revalidate = 10;
export const generateStaticParams = async (): Promise<never[]> => [];

async function pageOf(params: Props['params']): Promise<number> {
  const { page } = await params;
  const parsed = pageQuerySchema.safeParse({ page });
  if (!parsed.success) return notFoundOrMoved(`/all-news/${page}`);
  return parsed.data.page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return allNewsMetadata(await pageOf(params));
}

export default async function AllNewsPageN({ params }: Props) {
  return <NewsArchive page={await pageOf(params)} />;
}
