import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { ownPagePreviewPath } from '@/lib/domain/live-preview';
import { ownPageAt } from '@/lib/own-pages/own-page-list';
import { services } from '@/lib/content/services';
import { serviceCopyAt } from '@/lib/pages/service-copy';
import { notFoundOrMoved } from '@/lib/redirects/not-found-or-moved';
import { decodedSegment } from '@/lib/services/service-list';
import { ServicePage, serviceMetadata } from '@/components/site/services/ServicePage';

type Props = { params: Promise<{ service: string }> };

// The shipped services' addresses are built at build time; any other single-segment path
// passes on to next.config.mjs's fallback, where a service added in the back office (or moved
// to a new address) is answered (lib/redirects/missing-address.ts).
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ service: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await serviceCopyAt((await params).service);
  return service ? serviceMetadata(service) : {};
}

// A shipped address whose service has moved or was unpublished answers its redirect (the
// redirects table: /admin/redirects lists it), else 404.
export default async function ServiceRoute({ params }: Props) {
  const segment = (await params).service;
  const service = await serviceCopyAt(segment);
  if (!service) {
    // In draft mode Next renders this route for every one-segment address, a page of the firm's
    // own too (never reaching the fallback that serves it): an editor is sent where previews
    // show such a page.
    if ((await draftMode()).isEnabled && (await ownPageAt(segment)))
      redirect(ownPagePreviewPath(`/${decodedSegment(segment)}`));
    await notFoundOrMoved(`/${decodedSegment(segment)}`);
    notFound();
  }
  return <ServicePage service={service} />;
}
