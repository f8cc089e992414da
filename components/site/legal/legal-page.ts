import type { Metadata } from 'next';
import { fixedPages, pathOf } from '@/lib/content/page-paths';
import type { LegalSlug } from '@/lib/content/legal';
import { legalCopy } from '@/lib/pages/legal-copy';
import { pageMetadata } from '@/lib/seo/seo';

/** A legal route's generateMetadata: its SEO fields, else its title and summary. */
export function legalMetadata(slug: LegalSlug) {
  return async (): Promise<Metadata> => {
    const copy = await legalCopy(slug);
    return pageMetadata({
      title: copy.seoTitle || fixedPages[slug].title,
      description: copy.seoDescription || copy.summary,
      path: pathOf(slug),
      image: copy.socialImage || undefined,
    });
  };
}
