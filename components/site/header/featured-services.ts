import { getImageProps } from 'next/image';
import { featuredServiceSlugs } from '@/lib/content/company';
import { getService, type Service } from '@/lib/content/services';

type ImgProps = ReturnType<typeof getImageProps>['props'];

/** What the menus need of a service: passed to client components instead of the whole catalogue. */
export type MenuService = Pick<Service, 'slug' | 'title' | 'navTitle' | 'summary'> & {
  /** The preview's <img> attributes, computed here so the menu needs no image code. */
  preview: ImgProps;
};

export function featuredServices(): MenuService[] {
  return featuredServiceSlugs.map((slug) => {
    const service = getService(slug);
    if (!service) throw new Error(`Featured service ${slug} is missing from lib/content/services`);
    const { title, navTitle, summary, image, imageAlt } = service;
    const { props: preview } = getImageProps({
      src: image,
      alt: imageAlt,
      width: 300,
      height: 200,
    });
    return { slug, title, navTitle, summary, preview };
  });
}
