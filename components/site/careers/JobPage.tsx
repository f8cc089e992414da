import { JsonLd } from '@/components/site/JsonLd';
import { Notice } from '@/components/site/Notice';
import { RichText } from '@/components/site/RichText';
import { NoScriptOutcome } from '@/components/site/forms/NoScriptOutcome';
import { careersContent, formFailureMessages } from '@/lib/content/pages';
import { careersCopy } from '@/lib/pages/fixed-page-copy';
import { jobPostingJsonLd } from '@/lib/seo/json-ld';
import { isJobOpen } from '@/lib/freshness/cached-reads';
import { loadCompanyContact } from '@/lib/company-details/company-contact';
import { shownApplicationOutcomes } from '@/lib/content/form-outcomes';
import { jobFromPath } from '@/lib/jobs/job-route';
import { ApplicationForm } from './ApplicationForm';
import { JobDates } from './JobDates';
import styles from './JobPage.module.css';
import { pathOf } from '@/lib/content/page-paths';

/** /careers/{id}/{slug}: one vacancy, its JobPosting data and its application form. */
export async function JobPage({ path }: { path: string[] }) {
  const loaded = await jobFromPath(path);
  const { job: labels, application } = careersContent;
  const back = (
    <p>
      <a href={pathOf('careers')}>← {labels.backLabel}</a>
    </p>
  );
  if (!loaded.ok) {
    // The careers page's heading as the firm publishes it: the vacancy could not be read.
    const { heading } = await careersCopy();
    return (
      <main id="main" className="container">
        {back}
        <h1>{heading}</h1>
        <Notice tone="error">{careersContent.loadError}</Notice>
      </main>
    );
  }
  const job = loaded.data;
  const open = isJobOpen(job);
  const contact = await loadCompanyContact();
  const failed = formFailureMessages(contact).application;
  return (
    <main id="main" className={`container ${styles.page}`}>
      <article>
        {back}
        <h1>{job.title}</h1>
        <JobDates job={job} />
        <h2>{labels.descriptionHeading}</h2>
        <RichText html={job.description} headingOffset={2} />
        <h2>{labels.requirementsHeading}</h2>
        <RichText html={job.requirements} headingOffset={2} />
      </article>
      {open ? (
        <section id="apply" aria-labelledby="apply-heading" className={styles.apply}>
          <h2 id="apply-heading">{application.heading}</h2>
          <p>{application.intro}</p>
          <NoScriptOutcome outcomes={shownApplicationOutcomes(failed)} />
          <ApplicationForm jobId={job.id} text={{ ...application, errorMessage: failed }} />
        </section>
      ) : (
        <Notice>
          <strong>{labels.closedHeading}.</strong> {labels.closedText}{' '}
          <a href={pathOf('careers')}>{labels.backLabel}</a>
        </Notice>
      )}
      {open ? <JsonLd data={jobPostingJsonLd(job, contact)} /> : null}
    </main>
  );
}
