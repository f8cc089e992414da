import 'server-only';
import { serviceContentSchema } from '@/lib/domain/service-page';
import { serviceAt } from '@/lib/site/services/service-list';
import type { ServiceEntry } from '@/lib/site/services/service-entries';
import { pageCopy } from './page-copy';

/**
 * The live service at /{segment} as this request shows it: its published copy (or the draft,
 * in its editor's preview), at its live address. Undefined when no live service is there.
 */
export async function serviceCopyAt(segment: string): Promise<ServiceEntry | undefined> {
  const listed = await serviceAt(segment);
  if (!listed || listed.status !== 'live') return undefined;
  const copy = await pageCopy(listed.key, serviceContentSchema, listed);
  return { ...listed, ...copy, address: listed.address };
}
