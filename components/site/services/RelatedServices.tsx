import { featuredServiceSlugs } from '@/lib/content/company';
import { getRelatedServices, getService, type Service } from '@/lib/content/services';
import { Reveal } from '../motion/Reveal';
import { Section } from '../Section';
import { ServiceCard } from '../ServiceCard';
import styles from './RelatedServices.module.css';

/** Three other services: the same area first, then the core services. */
function relatedTo(service: Service, count = 3): Service[] {
  const related = getRelatedServices(service.slug, count);
  for (const slug of featuredServiceSlugs) {
    if (related.length >= count) break;
    const extra = getService(slug);
    if (extra && extra.slug !== service.slug && !related.includes(extra)) related.push(extra);
  }
  return related;
}

export function RelatedServices({ service }: { service: Service }) {
  return (
    <Section title="Related services">
      <ul className={styles.grid}>
        {relatedTo(service).map((related) => (
          <Reveal as="li" key={related.slug}>
            <ServiceCard service={related} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
