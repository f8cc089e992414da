import { Notice } from '@/components/site/Notice';
import { careersContent } from '@/lib/content/pages';
import { loadOpenJobs } from '@/lib/site/cached-reads';
import { JobCard } from './JobCard';
import styles from './Careers.module.css';

/** /careers: the open vacancies, each linking to its own page, and how applying works. */
export async function CareersList() {
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
          <a href={emptyState.ctaHref}>{emptyState.ctaLabel}</a>
        </Notice>
      ) : (
        <ul className={styles.jobs} role="list">
          {loaded.data.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
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
