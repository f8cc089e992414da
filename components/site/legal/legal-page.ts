import type { Metadata } from 'next';
import { fixedPages, pathOf } from '@/lib/content/page-paths';
import type { LegalSlug } from '@/lib/content/legal';
import { legalCopy } from '@/lib/pages/legal-copy';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';

/** A legal route's generateMetadata: its SEO fields, else its title and summary. */
export function legalMetadata(slug: LegalSlug) {
  return async (): Promise<Metadata> => {
    const copy = await legalCopy(slug);
    return metadataFromCopy(pathOf(slug), copy, {
      metaTitle: fixedPages[slug].title,
      metaDescription: copy.summary,
    });
  };
}
