import 'server-only';
import { notFound } from 'next/navigation';
import { pageQuerySchema } from '@/lib/backend/types';

// The data pages (news, all news, careers, articles) are regenerated on request and cached
// until a back-office write expires their tag or PUBLIC_DATA_TTL passes. Each sits in an
// optional catch-all segment whose generateStaticParams lists nothing, so `next build` never
// renders them (it must not read data) and the first request does.

/** generateStaticParams of every data page: nothing at build time. */
export const noParamsAtBuild = async (): Promise<never[]> => [];

/** A data page with no sub-path: anything below it is not found. */
export async function noSubPath(params: Promise<{ rest?: string[] }>): Promise<void> {
  if ((await params).rest) notFound();
}

/** /all-news/N (what /all-news?page=N is rewritten to): the page number, or not found. */
export async function pageFromPath(params: Promise<{ page?: string[] }>): Promise<number> {
  const { page } = await params;
  if (!page) return 1;
  const parsed = pageQuerySchema.safeParse({ page: page[0] });
  if (page.length !== 1 || !parsed.success) notFound();
  return parsed.data.page;
}
