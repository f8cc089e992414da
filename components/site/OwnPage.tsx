import type { Metadata } from 'next';
import { servicePath } from '@/lib/content/page-paths';
import type { OwnPageEntry } from '@/lib/own-pages/own-page-entries';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { RenderSections } from '@/sections/renderers';
import { PageHero } from './PageHero';

export const ownPageMetadata = (page: OwnPageEntry): Metadata =>
  metadataFromCopy(servicePath(page.address), page, {
    metaTitle: page.title,
    metaDescription: '',
  });

/** A page of the firm's own: its title as the page's one h1, then its sections in order. */
export function OwnPage({ page }: { page: OwnPageEntry }) {
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={page.title} />
      <RenderSections sections={page.sections} path={servicePath(page.address)} />
    </main>
  );
}
