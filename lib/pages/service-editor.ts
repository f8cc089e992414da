import 'server-only';
import type { PublicPage } from '@/lib/content/public-pages';
import { getService } from '@/lib/content/services';
import { serviceContentSchema } from '@/page-kinds/service/shape';
import { serviceEntriesNow } from './service-pages';

/** A service's editor: its shape, and its shipped copy (an added one's: its copy as it is). */
export async function serviceEditor(page: PublicPage) {
  const shipped = getService(page.key.slice('service:'.length));
  if (shipped) {
    const seed = serviceContentSchema.parse(shipped);
    const entry = (await serviceEntriesNow()).find((service) => service.key === page.key);
    return { schema: serviceContentSchema, seed, status: entry?.status ?? ('live' as const) };
  }
  const entry = (await serviceEntriesNow()).find((service) => service.key === page.key);
  if (!entry) return undefined;
  const seed = serviceContentSchema.parse(entry);
  return { schema: serviceContentSchema, seed, added: true, status: entry.status };
}
