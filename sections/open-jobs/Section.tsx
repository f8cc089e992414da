import { JobCard } from '@/components/site/careers/JobCard';
import { Section } from '@/components/site/Section';
import { pathOf } from '@/lib/content/page-paths';
import { loadOpenJobs } from '@/lib/freshness/cached-reads';
import type { SectionProps } from '../section-props';
import careers from '@/components/site/careers/Careers.module.css';

/** The open positions, each linking to its page; hidden while there are none to show. */
export async function OpenJobsSection({ section, id }: SectionProps<'open-jobs'>) {
  const loaded = await loadOpenJobs();
  if (!loaded.ok || loaded.data.length === 0) return null;
  return (
    <Section title={section.heading} id={id}>
      <ul className={careers.jobs} role="list">
        {loaded.data.slice(0, section.howMany).map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <p>
        <a className="button button--ghost" href={pathOf('careers')}>
          See every vacancy
        </a>
      </p>
    </Section>
  );
}
