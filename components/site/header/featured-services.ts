import { getImageProps } from 'next/image';
import { menuName, type ServiceContent } from '@/page-kinds/service/shape';
import { menuServiceEntries } from '@/lib/services/service-list';

type ImgProps = ReturnType<typeof getImageProps>['props'];

/** What the menus need of a service: passed to client components instead of the whole catalogue. */
export type MenuService = Pick<ServiceContent, 'title' | 'summary'> & {
  /** Its address, without the slash. */
  address: string;
  /** The name in menus (its title when it has none of its own). */
  navTitle: string;
  /** The shipped service it is, if it is one: the menu's default preview names one. */
  seedSlug: string | null;
  /** The preview's <img> attributes, computed here so the menu needs no image code. */
  preview: ImgProps;
};

/** The menus' services, with their published titles, summaries and pictures. */
export async function featuredServices(): Promise<MenuService[]> {
  return (await menuServiceEntries()).map((service) => {
    const { title, summary, image, imageAlt, address, seedSlug } = service;
    const { props: preview } = getImageProps({
      src: image,
      alt: imageAlt,
      width: 300,
      height: 200,
    });
    return { address, seedSlug, title, navTitle: menuName(service), summary, preview };
  });
}
