import { featuredServiceSlugs } from '@/lib/content/company';
import { getService, serviceSections, type Service } from '@/lib/content/services';
import { Reveal } from '../motion/Reveal';
import { Section } from '../Section';
import { ServiceCard } from '../ServiceCard';
import styles from './ServicesOverview.module.css';
import { servicePath } from '@/lib/content/page-paths';

const featured = featuredServiceSlugs
  .map((slug) => getService(slug))
  .filter((service): service is Service => service !== undefined);

/** The four core services as cards, then every service page grouped by area. */
export function ServicesOverview({ heading, intro }: { heading: string; intro: string }) {
  return (
    <Section id="services" title={heading} intro={intro}>
      <ul className={styles.cards}>
        {featured.map((service) => (
          <Reveal as="li" product key={service.slug}>
            <ServiceCard service={service} />
          </Reveal>
        ))}
      </ul>
      <h3 className={styles.allTitle}>All our services</h3>
      <div className={styles.groups}>
        {serviceSections.map((section) => (
          <div key={section.slug} className={styles.group}>
            <h4>{section.title}</h4>
            <p>{section.description}</p>
            <ul>
              {section.serviceSlugs.map((slug) => {
                const service = getService(slug);
                return service ? (
                  <li key={slug}>
                    <a href={servicePath(service.slug)}>{service.title}</a>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
