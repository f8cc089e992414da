import 'server-only';
import { faqSections } from '@/lib/content/faq';
import { services } from '@/lib/content/services';
import { loadNewsPage, loadOpenJobs } from '@/lib/public/cached-reads';
import { jobPath, newsPath } from '@/lib/public/slug';
import { htmlToText } from '@/lib/public/text';
import type { SearchDocument } from './rank';

const MAX_NEWS_PAGES = 5;

const staticDocuments: SearchDocument[] = [
  ...services.map((service) => ({
    kind: 'Service' as const,
    title: service.title,
    href: `/${service.slug}`,
    text: [
      service.summary,
      service.intro,
      ...service.whoItIsFor,
      ...service.included.map((item) => `${item.title}. ${item.detail}`),
      ...service.process.map((step) => `${step.step}. ${step.detail}`),
      ...(service.outcomes ?? []),
      service.keywords.join(', '),
    ].join(' '),
  })),
  ...faqSections.flatMap((section) =>
    section.items.map((item) => ({
      kind: 'FAQ' as const,
      title: item.question,
      href: `/faq/${section.slug}`,
      text: item.answer,
    })),
  ),
];

/** Everything site search looks through: services, FAQ answers, news and open jobs. */
export async function searchDocuments(): Promise<{
  documents: SearchDocument[];
  complete: boolean;
}> {
  const documents = [...staticDocuments];
  let complete = true;
  for (let page: number | null = 1; page && page <= MAX_NEWS_PAGES;) {
    const loaded = await loadNewsPage(page);
    if (!loaded.ok) {
      complete = false;
      break;
    }
    for (const item of loaded.data.results) {
      documents.push({
        kind: 'News',
        title: item.title,
        href: newsPath(item),
        text: htmlToText(item.description),
      });
    }
    page = loaded.data.next;
  }
  const jobs = await loadOpenJobs();
  if (jobs.ok) {
    for (const job of jobs.data) {
      documents.push({
        kind: 'Job',
        title: job.title,
        href: jobPath(job),
        text: `${htmlToText(job.description)} ${htmlToText(job.requirements)}`,
      });
    }
  } else {
    complete = false;
  }
  return { documents, complete };
}
