import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getService, getServiceSection, services, type Service } from '@/lib/content/services';
import { serviceContentSchema } from '@/lib/domain/service-page';
import { pageCopy } from '@/lib/pages/page-copy';
import { serviceKey } from '@/lib/pages/page-keys';
import { serviceJsonLd } from '@/lib/site/seo/json-ld';
import { pageMetadata } from '@/lib/site/seo/seo';
import { CtaBand } from '@/components/site/CtaBand';
import { FeatureGrid } from '@/components/site/FeatureGrid';
import { JsonLd } from '@/components/site/JsonLd';
import { PageHero } from '@/components/site/PageHero';
import { Section } from '@/components/site/Section';
import { StepList } from '@/components/site/StepList';
import { CheckList } from '@/components/site/services/CheckList';
import { RelatedServices } from '@/components/site/services/RelatedServices';
import { BookConsultationLink } from '@/components/site/widgets/BookConsultationLink';
import { servicePath } from '@/lib/content/page-paths';

type Props = { params: Promise<{ service: string }> };

// Every service page is built at build time; any other single-segment path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ service: service.slug }));
}

// Next hands the segment over as requested: a slug with '&' may arrive raw or as '%26', and
// getService accepts both. The copy is the firm's published version (the code's until then).
async function load(params: Props['params']): Promise<Service | undefined> {
  const service = getService((await params).service);
  if (!service) return undefined;
  const seed = serviceContentSchema.parse(service);
  return { ...service, ...(await pageCopy(serviceKey(service.slug), serviceContentSchema, seed)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await load(params);
  if (!service) return {};
  return pageMetadata({
    title: service.seoTitle || service.title,
    description: service.seoDescription || service.summary,
    path: servicePath(service.slug),
    image: service.socialImage || undefined,
  });
}

export default async function ServicePage({ params }: Props) {
  const service = await load(params);
  if (!service) notFound();
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
  return (
    <main id="main" tabIndex={-1}>
      <PageHero
        eyebrow={getServiceSection(service.slug)?.title ?? 'Our services'}
        title={service.title}
        lead={service.summary}
        image={{ src: service.image, alt: service.imageAlt }}
      >
        {actions(false)}
      </PageHero>
      <Section title="What it is">
        <p className="section-intro">{service.intro}</p>
      </Section>
      <Section title="Who it is for" tint>
        <CheckList items={service.whoItIsFor} />
      </Section>
      <Section title="What is included">
        <FeatureGrid items={service.included} />
      </Section>
      <Section title="How an engagement runs" tint>
        <StepList steps={service.process.map(({ step, detail }) => ({ title: step, detail }))} />
      </Section>
      {service.outcomes && service.outcomes.length > 0 && (
        <Section title="The difference it makes">
          <CheckList items={service.outcomes} />
        </Section>
      )}
      <RelatedServices service={service} />
      <CtaBand
        title={`Talk to us about ${service.navTitle}`}
        text="Tell us what you need and we will reply within one working day. The first consultation is free and there is no obligation."
      >
        {actions(true)}
      </CtaBand>
      <JsonLd data={serviceJsonLd(service)} />
    </main>
  );
}
