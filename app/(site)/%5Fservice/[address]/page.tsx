import type { Metadata } from 'next';
import { serviceCopyAt } from '@/lib/pages/service-copy';
import { ownPageCopyAt } from '@/lib/pages/own-page-copy';
import { notFoundOrMoved } from '@/lib/redirects/not-found-or-moved';
import { ServicePage, serviceMetadata } from '@/components/site/services/ServicePage';
import { OwnPage, ownPageMetadata } from '@/components/site/OwnPage';

type Props = { params: Promise<{ address: string }> };

// A page at an address the build did not know (a service added in the back office or moved, or
// a page of the firm's own): the page /{address} shows, rendered here on its first request and
// kept in the page cache under its tags. Visitors never see this address:
// lib/redirects/missing-address.ts answers /{address} with this page, and its canonical link
// names /{address}. Only this server reaches it (over the loopback, with its per-process
// secret): anyone else's request for /_service/… is turned away before Next routes it
// (lib/redirects/internal-request.ts), so no outside address renders here or leaves a 404 in
// the page cache. The page itself may not check: reading the request would make it dynamic and
// take it out of the page cache. Services and pages of the firm's own share these addresses,
// so at most one of the two is found. Once a live page has been found at /{address}, the gate
// brings its visits here directly (lib/redirects/known-addresses.ts); a visit brought here just
// after the page moved or was unpublished through another instance gets what the address
// answers now: its redirect, else 404.
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { address } = await params;
  const service = await serviceCopyAt(address);
  if (service) return serviceMetadata(service);
  const page = await ownPageCopyAt(address);
  return page ? ownPageMetadata(page) : {};
}

export default async function AddressedPageRoute({ params }: Props) {
  const { address } = await params;
  const service = await serviceCopyAt(address);
  if (service) return <ServicePage service={service} />;
  const page = await ownPageCopyAt(address);
  if (!page) return notFoundOrMoved(`/${address}`);
  return <OwnPage page={page} />;
}
