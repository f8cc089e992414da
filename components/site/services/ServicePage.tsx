import type { Metadata } from 'next';
import { servicePath } from '@/lib/content/page-paths';
import { getServiceSection } from '@/lib/content/services';
import { menuName } from '@/page-kinds/service/shape';
import type { ServiceEntry } from '@/lib/services/service-entries';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { CtaBand } from '../CtaBand';
import { FeatureGrid } from '../FeatureGrid';
import { JsonLd } from '../JsonLd';
import { PageHero } from '../PageHero';
import { Section } from '../Section';
import { StepList } from '../StepList';
import { BookConsultationLink } from '../widgets/BookConsultationLink';
import { CheckList } from './CheckList';
import { RelatedServices } from './RelatedServices';

export const serviceMetadata = (service: ServiceEntry): Metadata =>
  metadataFromCopy(servicePath(service.address), service, {
    metaTitle: service.title,
    metaDescription: service.summary,
  });

/** A service's page; a part whose list is empty (a new service's) is left out. */
export function ServicePage({ service }: { service: ServiceEntry }) {
  const contactHref = `/contact-us?service=${encodeURIComponent(service.title)}`;
  const actions = (light: boolean) => (
    <div className="button-row">
      <a href={contactHref} className={light ? 'button button--light' : 'button'}>
        Contact us about this service
      </a>
      <BookConsultationLink
        href={contactHref}
        className={light ? 'button button--outline-light' : 'button button--ghost'}
      />
    </div>
  );
  const section = service.seedSlug ? getServiceSection(service.seedSlug) : undefined;
  return (
    <main id="main" tabIndex={-1}>
      <PageHero
        eyebrow={section?.title ?? 'Our services'}
        title={service.title}
        lead={service.summary}
        image={{ src: service.image, alt: service.imageAlt }}
      >
        {actions(false)}
      </PageHero>
      <Section title="What it is">
        <p className="section-intro">{service.intro}</p>
      </Section>
      {service.whoItIsFor.length > 0 && (
        <Section title="Who it is for" tint>
          <CheckList items={service.whoItIsFor} />
        </Section>
      )}
      {service.included.length > 0 && (
        <Section title="What is included">
          <FeatureGrid items={service.included} />
        </Section>
      )}
      {service.process.length > 0 && (
        <Section title="How an engagement runs" tint>
          <StepList steps={service.process.map(({ step, detail }) => ({ title: step, detail }))} />
        </Section>
      )}
      {service.outcomes.length > 0 && (
        <Section title="The difference it makes">
          <CheckList items={service.outcomes} />
        </Section>
      )}
      <RelatedServices service={service} />
      <CtaBand
        title={`Talk to us about ${menuName(service)}`}
        text="Tell us what you need and we will reply within one working day. The first consultation is free and there is no obligation."
      >
        {actions(true)}
      </CtaBand>
      <JsonLd data={serviceJsonLd(service)} />
    </main>
  );
}
