import 'server-only';
import { faqSections } from '@/lib/content/faq';
import type { Job } from '@/lib/domain/job';
import type { News } from '@/lib/domain/news';
import { loadNewsPage, loadOpenJobs } from '@/lib/site/cached-reads';
import { loadCompanyContact } from '@/lib/site/company-contact';
import type { ServiceEntry } from '@/lib/site/services/service-entries';
import { liveServices } from '@/lib/site/services/service-list';
import { jobPath, newsPath } from '@/lib/site/slug';
import { htmlToText } from '@/lib/site/text';
import type { SearchCorpus } from './index-cache';
import type { SearchDocument } from './types';
import { faqSectionPath, servicePath } from '@/lib/content/page-paths';

const MAX_NEWS_PAGES = 5;

/** The text of the rich text's headings: weighted above the body, as a page's outline. */
function headingsOf(html: string): string {
  return [...html.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/gi)]
    .map((found) => htmlToText(found[1] ?? ''))
    .join('. ');
}

// Built once per e-mail address (one FAQ answer names it) and list of services (the same array
// until a publish changes it), so the index cache can tell by the array that they have not
// changed.
let memo:
  { email: string; services: ServiceEntry[]; documents: readonly SearchDocument[] } | undefined;
function staticDocuments(email: string, services: ServiceEntry[]): readonly SearchDocument[] {
  if (memo?.email !== email || memo.services !== services)
    memo = { email, services, documents: buildStaticDocuments(email, services) };
  return memo.documents;
}

const buildStaticDocuments = (
  email: string,
  services: ServiceEntry[],
): readonly SearchDocument[] => [
  ...services.map((service) => ({
    kind: 'Service' as const,
    title: service.title,
    href: servicePath(service.address),
    summary: [
      service.summary,
      ...service.included.map((item) => item.title),
      ...service.process.map((step) => step.step),
      service.keywords.join(', '),
    ].join(' '),
    text: [
      service.intro,
      ...service.whoItIsFor,
      ...service.included.map((item) => item.detail),
      ...service.process.map((step) => step.detail),
      ...service.outcomes,
    ].join(' '),
  })),
  ...faqSections({ email }).flatMap((section) =>
    section.items.map((item) => ({
      kind: 'FAQ' as const,
      title: item.question,
      href: faqSectionPath(section.slug),
      summary: section.title,
      text: item.answer,
    })),
  ),
];

const newsDocument = (item: News): SearchDocument => ({
  kind: 'News',
  title: item.title,
  href: newsPath(item),
  summary: headingsOf(item.description),
  text: htmlToText(item.description),
});

const jobDocument = (job: Job): SearchDocument => ({
  kind: 'Job',
  title: job.title,
  href: jobPath(job),
  summary: [headingsOf(job.description), headingsOf(job.requirements)].join(' '),
  text: `${htmlToText(job.description)} ${htmlToText(job.requirements)}`,
});

/**
 * Everything site search looks through: services, FAQ answers, news and open jobs.
 * `complete` is false when news or jobs could not be read; the rest is still searched.
 */
export async function searchCorpus(): Promise<{ corpus: SearchCorpus; complete: boolean }> {
  const liveDocuments: SearchDocument[] = [];
  let complete = true;
  for (let page: number | null = 1; page && page <= MAX_NEWS_PAGES;) {
    const loaded = await loadNewsPage(page);
    if (!loaded.ok) {
      complete = false;
      break;
    }
    liveDocuments.push(...loaded.data.results.map(newsDocument));
    page = loaded.data.next;
  }
  const jobs = await loadOpenJobs();
  if (jobs.ok) liveDocuments.push(...jobs.data.map(jobDocument));
  else complete = false;
  const [{ email }, services] = await Promise.all([loadCompanyContact(), liveServices()]);
  return {
    corpus: { staticDocuments: staticDocuments(email, services), liveDocuments },
    complete,
  };
}
