import type { z } from 'zod';
import type { serviceContentSchema } from '@/page-kinds/service/shape';

/**
 * A service as the code seeds it: the copy the firm edits (page-kinds/service/shape.ts, written
 * once there) plus its address and the words site search also matches it by.
 */
export type Service = Omit<z.input<typeof serviceContentSchema>, 'address'> &
  Pick<
    z.output<typeof serviceContentSchema>,
    'navTitle' | 'whoItIsFor' | 'included' | 'process' | 'image' | 'imageAlt'
  > & { slug: string; keywords: string[] };
export type ServiceIncludedItem = Service['included'][number];
export type ServiceProcessStep = Service['process'][number];

/** A group of related services, e.g. for "related services" links or an overview grid. */
export type ServiceSection = {
  slug: 'call-handling' | 'recruitment' | 'consulting' | 'business-support' | 'digital';
  title: string;
  description: string;
  serviceSlugs: readonly string[];
};
