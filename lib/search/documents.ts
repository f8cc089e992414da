import 'server-only';
import { servicePath } from '@/lib/content/page-paths';
import type { Job } from '@/lib/domain/job';
import type { News } from '@/lib/domain/news';
import { loadNewsPage, loadOpenJobs } from '@/lib/freshness/cached-reads';
import { loadCompanyContact } from '@/lib/company-details/company-contact';
import type { ServiceEntry } from '@/lib/services/service-entries';
import { liveServices } from '@/lib/services/service-list';
import { liveOwnPages } from '@/lib/own-pages/own-page-list';
import type { OwnPageEntry } from '@/lib/own-pages/own-page-entries';
import { sectionSearchText } from '@/sections/kinds';
import { jobPath, newsPath } from '@/lib/text/slug';
import { htmlToText, joinSentences } from '@/lib/text/text';
import { headingsOf } from './headings';
import { pageDocuments } from './page-documents';
import type { SearchDocument } from './types';

const MAX_NEWS_PAGES = 5;

const serviceDocument = (service: ServiceEntry): SearchDocument => ({
  kind: 'Service',
  title: service.title,
  href: servicePath(service.address),
  summary: joinSentences([
    service.summary,
    ...service.included.map((item) => item.title),
    ...service.process.map((step) => step.step),
    service.keywords.join(', '),
  ]),
  text: joinSentences([
    service.intro,
    ...service.whoItIsFor,
    ...service.included.map((item) => item.detail),
    ...service.process.map((step) => step.detail),
    ...service.outcomes,
  ]),
});

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

/** News (its first pages) and open jobs; `complete` is false when either could not be read. */
async function dataDocuments(): Promise<{ documents: SearchDocument[]; complete: boolean }> {
  const documents: SearchDocument[] = [];
  let complete = true;
  for (let page: number | null = 1; page && page <= MAX_NEWS_PAGES;) {
    const loaded = await loadNewsPage(page);
    if (!loaded.ok) {
      complete = false;
      break;
    }
    documents.push(...loaded.data.results.map(newsDocument));
    page = loaded.data.next;
  }
  const jobs = await loadOpenJobs();
  if (jobs.ok) documents.push(...jobs.data.map(jobDocument));
  else complete = false;
  return { documents, complete };
}

/** A page of the firm's own: its title, its sections' headings, and each section's words. */
const ownPageDocument = (page: OwnPageEntry): SearchDocument => ({
  kind: 'Page',
  title: page.title,
  href: servicePath(page.address),
  summary: joinSentences(
    page.sections.map((section) => ('heading' in section ? section.heading : '')),
  ),
  text: joinSentences(page.sections.map(sectionSearchText)),
});

/**
 * Everything site search looks through, as the public sees it: the live services, every page's
 * published copy (FAQ answers among them), news and open jobs. `complete` is false when news
 * or jobs could not be read; the rest is still searched.
 */
export async function searchCorpus(): Promise<{ documents: SearchDocument[]; complete: boolean }> {
  const facts = await loadCompanyContact();
  const [services, ownPages, pages, data] = await Promise.all([
    liveServices(),
    liveOwnPages(),
    pageDocuments(facts),
    dataDocuments(),
  ]);
  return {
    documents: [
      ...services.map(serviceDocument),
      ...ownPages.map(ownPageDocument),
      ...pages,
      ...data.documents,
    ],
    complete: data.complete,
  };
}
