import 'server-only';
import { faqTopics } from '@/lib/content/faq';
import { legalDocuments } from '@/lib/content/legal';
import { faqSectionPath, fixedPages, pathOf } from '@/lib/content/page-paths';
import type { CompanyContact } from '@/lib/domain/company-contact';
import { faqSectionContentSchema } from '@/page-kinds/faq-section/shape';
import { legalPageSchema } from '@/page-kinds/legal/shape';
import { withFirmFacts } from '@/lib/rich-text/with-firm-facts';
import { faqSectionSeed } from '@/lib/pages/faq-copy';
import { fixedPageCopies } from '@/lib/content/fixed-page-copies';
import { legalPageSeed } from '@/lib/pages/legal-copy';
import { faqSectionKey } from '@/lib/pages/page-keys';
import { publishedCopy } from '@/lib/pages/published-copy';
import { htmlToText } from '@/lib/text/text';
import { sectionSearchText, type Section } from '@/sections/kinds';
import { headingsOf } from './headings';
import type { SearchDocument } from './types';

// Parts of a page's copy a reader never sees as text: pictures, and what search engines read.
const UNSEEN = new Set(['image', 'imageAlt', 'seoTitle', 'seoDescription', 'socialImage']);

/** Every string of a page's copy a reader sees, in the order the copy holds them. */
function wordsOf(value: unknown, key = ''): string[] {
  if (UNSEEN.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (key === 'sections' && Array.isArray(value))
    return (value as Section[]).map((section) => sectionSearchText(section));
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => wordsOf(item, name));
  return [];
}

type FixedKey = keyof typeof fixedPageCopies;

async function fixedPageDocument(key: FixedKey): Promise<SearchDocument> {
  const { schema, seed } = fixedPageCopies[key];
  const copy = (await publishedCopy(key, schema, seed)) as Record<string, unknown>;
  const { heading, lead, intro, ...rest } = copy;
  return {
    kind: 'Page',
    title: fixedPages[key].title,
    href: pathOf(key),
    summary: wordsOf([heading, lead ?? intro]).join(' '),
    text: wordsOf(rest).join(' '),
  };
}

async function legalDocument(slug: (typeof legalDocuments)[number]['slug'], facts: CompanyContact) {
  const copy = await publishedCopy(slug, legalPageSchema, legalPageSeed(slug)!);
  const body = withFirmFacts(copy.body, facts);
  return {
    kind: 'Page',
    title: fixedPages[slug].title,
    href: pathOf(slug),
    summary: `${copy.summary} ${headingsOf(body)}`,
    text: htmlToText(body),
  } satisfies SearchDocument;
}

async function faqDocuments(slug: (typeof faqTopics)[number]['slug']): Promise<SearchDocument[]> {
  const seed = faqSectionContentSchema.parse(await faqSectionSeed(slug));
  const section = await publishedCopy(faqSectionKey(slug), faqSectionContentSchema, seed);
  return section.items.map((item) => ({
    kind: 'FAQ',
    title: item.question,
    href: faqSectionPath(slug),
    summary: section.title,
    text: item.answer,
  }));
}

/**
 * What the public sees of every page the firm writes, services aside: the fixed pages, the
 * policies and each FAQ answer, from their published copy (never a draft, even in a preview).
 */
export async function pageDocuments(facts: CompanyContact): Promise<SearchDocument[]> {
  const keys = Object.keys(fixedPageCopies) as FixedKey[];
  const documents = await Promise.all([
    ...keys.map(async (key) => [await fixedPageDocument(key)]),
    ...legalDocuments.map(async (document) => [await legalDocument(document.slug, facts)]),
    ...faqTopics.map((topic) => faqDocuments(topic.slug)),
  ]);
  return documents.flat();
}
