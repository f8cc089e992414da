import type { Metadata } from 'next';
import { getLegalDocument, type LegalSlug } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/site/seo/seo';
import { pathOf } from '@/lib/content/page-paths';

/** The document of a legal route and its generateMetadata; a missing document is a build error. */
export function legalPage(slug: LegalSlug) {
  const document = getLegalDocument(slug);
  if (!document) throw new Error(`lib/content/legal has no ${slug} document`);
  const generateMetadata = (): Metadata =>
    pageMetadata({
      title: document.title,
      description: document.summary,
      path: pathOf(slug),
    });
  return { document, generateMetadata };
}
