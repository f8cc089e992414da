import { featuredServiceSlugs } from '@/lib/content/company';
import { getService, type Service } from '@/lib/content/services';

/** What the menus need of a service: passed to client components instead of the whole catalogue. */
export type MenuService = Pick<
  Service,
  'slug' | 'title' | 'navTitle' | 'summary' | 'image' | 'imageAlt'
>;

export function featuredServices(): MenuService[] {
  return featuredServiceSlugs.map((slug) => {
    const service = getService(slug);
    if (!service) throw new Error(`Featured service ${slug} is missing from lib/content/services`);
    const { title, navTitle, summary, image, imageAlt } = service;
    return { slug, title, navTitle, summary, image, imageAlt };
  });
}
