import 'server-only';
import type { z } from 'zod';
import { HttpError } from '@/lib/http/respond';
import { publicPages, type PublicPage } from '@/lib/content/public-pages';
import { faqTopics } from '@/lib/content/faq';
import { faqSectionContentSchema } from '@/page-kinds/faq-section/shape';
import { faqSectionSeed } from './faq-copy';
import { fixedPageCopies } from '@/lib/content/fixed-page-copies';
import { legalEditSchema, legalPageSeed } from './legal-copy';
import { faqSectionKey } from './page-keys';
import type { ServiceStatus } from '@/lib/services/service-entries';
import { serviceEditor } from './service-editor';
import { withServicesNow, type ListedPage } from './service-pages';
import { ownPageSchema } from '@/page-kinds/own/shape';
import { withCleanSections } from './clean-sections';
import { homePageSchema } from '@/page-kinds/home/shape';
import { aboutPageSchema } from '@/page-kinds/about/shape';
import { ownPagesNow } from '@/lib/own-pages/own-page-list';
import { servicePath } from '@/lib/content/page-paths';

/** A page the back office edits: where it is, the shape of its copy, and the code's copy. */
export type EditablePage<S extends z.ZodType = z.ZodType> = PublicPage & {
  schema: S;
  /** The copy the site shipped with: shown until a version is published, and version 1. */
  seed: z.output<S>;
  /** Added in the back office: no shipped copy, so its first publish is version 1. */
  added?: boolean;
  /** A service's status: live, unpublished, or a draft never published. */
  status?: ServiceStatus;
};

// What the doors accept for the pages built from sections (their rich text cleaned on save),
// made once rather than at each request.
const homeEditSchema = withCleanSections(homePageSchema);
const aboutEditSchema = withCleanSections(aboutPageSchema);
const ownPageEditSchema = withCleanSections(ownPageSchema);

/** The kinds of page with an editor so far; the others keep their copy in the code. */
const editors = {
  service: serviceEditor,
  'faq-section': async (page: PublicPage) => {
    const topic = faqTopics.find((candidate) => faqSectionKey(candidate.slug) === page.key);
    if (!topic) return undefined;
    const seed = faqSectionContentSchema.parse(await faqSectionSeed(topic.slug));
    return { schema: faqSectionContentSchema, seed };
  },
  home: async () => ({ ...fixedPageCopies.home, schema: homeEditSchema }),
  about: async () => ({ ...fixedPageCopies.about, schema: aboutEditSchema }),
  contact: async () => fixedPageCopies.contact,
  faq: async () => fixedPageCopies.faq,
  news: async () => fixedPageCopies.news,
  careers: async () => fixedPageCopies.careers,
  legal: async (page: PublicPage) => {
    const seed = legalPageSeed(page.key);
    return seed && { schema: legalEditSchema, seed };
  },
  own: async (page: PublicPage) => {
    const entry = (await ownPagesNow()).find((candidate) => candidate.key === page.key);
    if (!entry) return undefined;
    const seed = ownPageSchema.parse(entry);
    return { schema: ownPageEditSchema, seed, added: true, status: entry.status };
  },
} satisfies Record<PublicPage['kind'], (page: PublicPage) => Promise<unknown>>;

/** Every page the back office edits, as it is now: the site's, the services, the firm's own. */
async function pagesNow(): Promise<ListedPage[]> {
  const own = (await ownPagesNow()).map((page) => ({
    key: page.key,
    kind: 'own' as const,
    title: page.title,
    path: servicePath(page.address),
    status: page.status,
  }));
  return [...(await withServicesNow(publicPages())), ...own];
}

export async function editablePage(key: string): Promise<EditablePage | undefined> {
  const page = (await pagesNow()).find((candidate) => candidate.key === key);
  if (!page) return undefined;
  const editor = await editors[page.kind](page);
  return editor ? { ...page, ...editor } : undefined;
}

/** The pages of the Pages screen, each with an editor (`editors` is over every kind). */
export const listedPages = pagesNow;

/** The page a door's `[key]` names, or a 404 for any other (or one without an editor yet). */
export async function pageOfParam(param: string): Promise<EditablePage> {
  let key = param;
  try {
    key = decodeURIComponent(param);
  } catch {}
  const page = await editablePage(key);
  if (!page) throw new HttpError(404, 'This page was not found.');
  return page;
}
