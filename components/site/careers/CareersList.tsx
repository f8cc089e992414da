import { Notice } from '@/components/site/Notice';
import { careersContent } from '@/lib/content/pages';
import { careersCopy } from '@/lib/pages/fixed-page-copy';
import { loadOpenJobs } from '@/lib/freshness/cached-reads';
import { JobCard } from './JobCard';
import styles from './Careers.module.css';

/** /careers: the open vacancies, each linking to its own page, and how applying works. */
export async function CareersList() {
  const [copy, loaded] = await Promise.all([careersCopy(), loadOpenJobs()]);
  const { emptyState } = careersContent;
  return (
    <main id="main" className="container">
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <h2>{copy.openingsHeading}</h2>
      {!loaded.ok ? (
        <Notice tone="error">{careersContent.loadError}</Notice>
      ) : loaded.data.length === 0 ? (
        <Notice>
          <strong>{copy.noVacanciesHeading}.</strong> {copy.noVacanciesText}{' '}
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
        <h2 id="how-to-apply">{copy.stepsHeading}</h2>
        <ol className={styles.steps}>
          {copy.steps.map((step, index) => (
            <li key={index}>
              <strong>{step.title}.</strong> {step.detail}
            </li>
          ))}
        </ol>
        <p>{copy.equalOpportunities}</p>
      </section>
    </main>
  );
}
