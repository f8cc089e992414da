import { servicePath } from '@/lib/content/page-paths';
import { serviceSections } from '@/lib/content/services';
import type { ServiceEntry } from '@/lib/services/service-entries';
import { menuServiceEntries, liveServices } from '@/lib/services/service-list';
import { Reveal } from '../motion/Reveal';
import { Section } from '../Section';
import { ServiceCard } from '../ServiceCard';
import cardGrid from '../CardGrid.module.css';
import styles from './ServicesOverview.module.css';

/** The group of the services added in the back office, which belong to no area of the code. */
const addedGroup = {
  slug: 'more',
  title: 'More services',
  description: 'Further support from our team, each with its own page.',
};

function Group({ group, services }: { group: typeof addedGroup; services: ServiceEntry[] }) {
  if (services.length === 0) return null;
  return (
    <div className={styles.group}>
      <h4>{group.title}</h4>
      <p>{group.description}</p>
      <ul>
        {services.map((service) => (
          <li key={service.key}>
            <a href={servicePath(service.address)}>{service.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The core services as cards, then every live service page grouped by area. */
export async function ServicesOverview({ heading, intro }: { heading: string; intro: string }) {
  const [live, menu] = await Promise.all([liveServices(), menuServiceEntries()]);
  const bySeed = new Map(live.map((service) => [service.seedSlug, service]));
  const inArea = (slugs: readonly string[]) =>
    slugs.map((slug) => bySeed.get(slug)).filter((s): s is ServiceEntry => s !== undefined);
  return (
    <Section id="services" title={heading} intro={intro}>
      <ul className={cardGrid.grid}>
        {menu
          .filter((service) => service.seedSlug !== null)
          .map((service) => (
            <Reveal as="li" product key={service.key}>
              <ServiceCard service={service} />
            </Reveal>
          ))}
      </ul>
      <h3 className={styles.allTitle}>All our services</h3>
      <div className={styles.groups}>
        {serviceSections.map((section) => (
          <Group key={section.slug} group={section} services={inArea(section.serviceSlugs)} />
        ))}
        <Group group={addedGroup} services={live.filter((service) => !service.seedSlug)} />
      </div>
    </Section>
  );
}
