import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serviceCopyAt } from '@/lib/pages/service-copy';
import { ServicePage, serviceMetadata } from '@/components/site/services/ServicePage';

type Props = { params: Promise<{ address: string }> };

// A service at an address the build did not know (added in the back office, or moved): the
// page /{address} shows, rendered here on its first request and kept in the page cache under
// the service's tags. Visitors never see this address: lib/redirects/missing-address.ts
// answers /{address} with this page, and its canonical link names /{address}. Only this server
// reaches it (over the loopback, with its per-process secret): anyone else's request for
// /_service/… is turned away before Next routes it (lib/redirects/internal-request.ts), so
// no outside address renders here or leaves a 404 in the page cache. The page itself may not
// check: reading the request would make it dynamic and take it out of the page cache.
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await serviceCopyAt((await params).address);
  return service ? serviceMetadata(service) : {};
}

export default async function AddedServiceRoute({ params }: Props) {
  const service = await serviceCopyAt((await params).address);
  if (!service) notFound();
  return <ServicePage service={service} />;
}
