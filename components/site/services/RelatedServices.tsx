import { featuredServiceSlugs } from '@/lib/content/company';
import { getServiceSection } from '@/lib/content/services';
import type { ServiceEntry } from '@/lib/services/service-entries';
import { liveServices } from '@/lib/services/service-list';
import { Reveal } from '../motion/Reveal';
import { Section } from '../Section';
import { ServiceCard } from '../ServiceCard';
import cardGrid from '../CardGrid.module.css';

/** Three other live services: the same area first, then the core services. */
function relatedTo(service: ServiceEntry, all: ServiceEntry[], count = 3): ServiceEntry[] {
  const bySeed = (slug: string) => all.find((other) => other.seedSlug === slug);
  const section = service.seedSlug ? getServiceSection(service.seedSlug) : undefined;
  const candidates = [...(section?.serviceSlugs ?? []), ...featuredServiceSlugs]
    .map(bySeed)
    .filter((other): other is ServiceEntry => other !== undefined && other.key !== service.key);
  return [...new Set(candidates)].slice(0, count);
}

export async function RelatedServices({ service }: { service: ServiceEntry }) {
  return (
    <Section title="Related services">
      <ul className={cardGrid.grid}>
        {relatedTo(service, await liveServices()).map((related) => (
          <Reveal as="li" key={related.key}>
            <ServiceCard service={related} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
