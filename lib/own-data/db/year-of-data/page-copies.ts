import { fixedPageCopies } from '@/lib/content/fixed-page-copies';
import { fixedPages } from '@/lib/content/page-paths';
import { services } from '@/lib/content/services';
import { serviceContentSchema } from '@/page-kinds/service/shape';

/** A page's copy to publish again as versions: the code's own copy, so every version is valid. */
export type PageCopy = { key: string; title: string; content: unknown };

/**
 * The code's copy of the fixed pages (lib/content/fixed-page-copies.ts) and the shipped services,
 * parsed by the shapes their editors use: versions any page reads back. FAQ sections and legal
 * pages, whose copies need the company details, are left out.
 */
export function codePageCopies(): PageCopy[] {
  return [
    ...Object.entries(fixedPageCopies).map(([key, { seed }]) => ({
      key,
      title: fixedPages[key as keyof typeof fixedPageCopies].title,
      content: seed,
    })),
    ...services.map((service) => ({
      key: `service:${service.slug}`,
      title: service.title,
      content: serviceContentSchema.parse(service),
    })),
  ];
}
