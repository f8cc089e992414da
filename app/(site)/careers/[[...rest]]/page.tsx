import type { Metadata } from 'next';
import Link from 'next/link';
import { JobCard } from '@/components/site/careers/JobCard';
import { JsonLd } from '@/components/site/JsonLd';
import { Notice } from '@/components/site/Notice';
import { company } from '@/lib/content/company';
import { careersContent } from '@/lib/content/pages';
import { loadOpenJobs } from '@/lib/public/cached-reads';
import { noParamsAtBuild, noSubPath } from '@/lib/public/isr';
import styles from './careers.module.css';

export const metadata: Metadata = {
  title: careersContent.metaTitle,
  description: careersContent.metaDescription,
  alternates: { canonical: '/careers' },
};

// Regenerated on request, cached until a write expires it (lib/public/isr.ts).
export const revalidate = 10;
export const generateStaticParams = noParamsAtBuild;

export default async function CareersPage({ params }: { params: Promise<{ rest?: string[] }> }) {
  await noSubPath(params);
  const loaded = await loadOpenJobs();
  const { emptyState, howToApply } = careersContent;
  return (
    <main id="main" className="container">
      <h1>{careersContent.heading}</h1>
      <p className={styles.intro}>{careersContent.intro}</p>
      <h2>{careersContent.openingsHeading}</h2>
      {!loaded.ok ? (
        <Notice tone="error">{careersContent.loadError}</Notice>
      ) : loaded.data.length === 0 ? (
        <Notice>
          <strong>{emptyState.heading}.</strong> {emptyState.text}{' '}
          <Link href={emptyState.ctaHref}>{emptyState.ctaLabel}</Link>
        </Notice>
      ) : (
        <ul className={styles.jobs} role="list">
          {loaded.data.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
              <JsonLd
                data={{
                  '@context': 'https://schema.org',
                  '@type': 'JobPosting',
                  title: job.title,
                  description: `${job.description}${job.requirements}`,
                  datePosted: job.start_date,
                  validThrough: `${job.end_date}T23:59:59`,
                  hiringOrganization: { '@type': 'Organization', name: company.name },
                  jobLocation: {
                    '@type': 'Place',
                    address: {
                      '@type': 'PostalAddress',
                      streetAddress: company.address.streetAddress,
                      addressLocality: company.address.locality,
                      postalCode: company.address.postalCode,
                      addressCountry: company.address.countryCode,
                    },
                  },
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="how-to-apply">
        <h2 id="how-to-apply">{howToApply.heading}</h2>
        <ol className={styles.steps}>
          {howToApply.steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.detail}
            </li>
          ))}
        </ol>
        <p>{careersContent.equalOpportunities}</p>
      </section>
    </main>
  );
}
