import { services } from './catalogue';
import { serviceSections } from './sections';
import type { Service, ServiceSection } from './types';

/** Looks a service up by its slug, raw ('immigration-&-relocation') or percent-encoded ('immigration-%26-relocation'). */
export function getService(slug: string): Service | undefined {
  const direct = services.find((service) => service.slug === slug);
  if (direct) return direct;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return undefined;
  }
  return services.find((service) => service.slug === decoded);
}

/** The section a service belongs to, if any. */
export function getServiceSection(slug: string): ServiceSection | undefined {
  const service = getService(slug);
  if (!service) return undefined;
  return serviceSections.find((section) => section.serviceSlugs.includes(service.slug));
}

/** Other services in the same section, for "related services" links. */
export function getRelatedServices(slug: string, limit = 3): Service[] {
  const section = getServiceSection(slug);
  if (!section) return [];
  return section.serviceSlugs
    .filter((other) => other !== getService(slug)?.slug)
    .map((other) => getService(other))
    .filter((service): service is Service => service !== undefined)
    .slice(0, limit);
}
