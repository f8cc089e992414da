import 'server-only';
import { serviceContentSchema } from '@/page-kinds/service/shape';
import { decodedSegment, serviceAt } from '@/lib/services/service-list';
import type { ServiceEntry } from '@/lib/services/service-entries';
import { pageCopy, previewing } from './page-copy';
import { serviceEntriesNow } from './service-pages';

/** In its editor's preview, a service not public yet (a draft, or unpublished) at its address. */
async function previewedService(segment: string): Promise<ServiceEntry | undefined> {
  if (!(await previewing())) return undefined;
  const address = decodedSegment(segment);
  return (await serviceEntriesNow()).find((service) => service.address === address);
}

/**
 * The live service at /{segment} as this request shows it: its published copy (or the draft,
 * in its editor's preview, which also shows a service not public yet), at its address.
 * Undefined when no such service is there.
 */
export async function serviceCopyAt(segment: string): Promise<ServiceEntry | undefined> {
  const found = await serviceAt(segment);
  const listed = found?.status === 'live' ? found : await previewedService(segment);
  if (!listed) return undefined;
  const copy = await pageCopy(listed.key, serviceContentSchema, listed);
  return { ...listed, ...copy, address: listed.address };
}
