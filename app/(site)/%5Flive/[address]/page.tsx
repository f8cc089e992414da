import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OwnPage, ownPageMetadata } from '@/components/site/OwnPage';
import { ownPageCopyAt } from '@/lib/pages/own-page-copy';
import { previewing } from '@/lib/pages/page-copy';

type Props = { params: Promise<{ address: string }> };

// A page of the firm's own in its editor's "Live preview" frame (lib/domain/live-preview.ts):
// the page /{address} shows, from the copy the editor is typing, through the one public
// component. In draft mode Next renders the shipped services' route for an unknown one-segment
// address rather than the fallback that answers such a page, hence this route. It answers only
// an editor previewing (draft mode and a session); anyone else gets the 404 page. Rendered per
// request, never kept in the page cache, and not for search engines.
export const dynamic = 'force-dynamic';

async function previewedPage(address: string) {
  if (!(await previewing())) return undefined;
  return ownPageCopyAt(address);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await previewedPage((await params).address);
  return page ? { ...ownPageMetadata(page), robots: { index: false, follow: false } } : {};
}

export default async function LiveOwnPageRoute({ params }: Props) {
  const page = await previewedPage((await params).address);
  if (!page) notFound();
  return <OwnPage page={page} />;
}
