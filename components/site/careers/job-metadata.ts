import 'server-only';
import type { Metadata } from 'next';
import { careersContent } from '@/lib/content/pages';
import type { SeoFields } from '@/lib/domain/page-fields';
import { isJobOpen } from '@/lib/freshness/cached-reads';
import { jobFromPath } from '@/lib/jobs/job-route';
import { jobPath } from '@/lib/text/slug';
import { excerpt, htmlToText } from '@/lib/text/text';
import { pageMetadata } from '@/lib/seo/seo';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { pathOf } from '@/lib/content/page-paths';

/**
 * /careers, with what its editor wrote for search engines (empty fields keep the defaults); a
 * function so that the origin is read when the page renders.
 */
export const careersMetadata = (seo?: SeoFields): Metadata =>
  metadataFromCopy(pathOf('careers'), seo, careersContent);

/** A job page's title, description, canonical and Open Graph; a closed job is not indexed. */
export async function jobMetadata(path: string[]): Promise<Metadata> {
  const loaded = await jobFromPath(path);
  if (!loaded.ok) return { title: careersContent.metaTitle };
  const job = loaded.data;
  return pageMetadata({
    title: `${job.title} | ${careersContent.metaTitle}`,
    description: excerpt(htmlToText(job.description), 155),
    path: jobPath(job),
    noindex: !isJobOpen(job),
  });
}
