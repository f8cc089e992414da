import 'server-only';
import type { z } from 'zod';
import { HttpError } from '@/lib/http/respond';
import { publicPages, type PublicPage } from '@/lib/content/public-pages';
import { getFaqSection } from '@/lib/content/faq';
import { getService } from '@/lib/content/services';
import { faqSectionContentSchema } from '@/lib/domain/faq-page';
import { serviceContentSchema } from '@/lib/domain/service-page';

/** A page the back office edits: where it is, the shape of its copy, and the code's copy. */
export type EditablePage<S extends z.ZodType = z.ZodType> = PublicPage & {
  schema: S;
  /** The copy the site shipped with: shown until a version is published, and version 1. */
  seed: z.output<S>;
};

/** The kinds of page with an editor so far; the others keep their copy in the code. */
const editors = {
  service: (page: PublicPage) => {
    const service = getService(page.key.slice('service:'.length));
    return service && { schema: serviceContentSchema, seed: serviceContentSchema.parse(service) };
  },
  'faq-section': (page: PublicPage) => {
    const section = getFaqSection(page.key.slice('faq:'.length));
    return (
      section && { schema: faqSectionContentSchema, seed: faqSectionContentSchema.parse(section) }
    );
  },
} satisfies Partial<Record<PublicPage['kind'], (page: PublicPage) => unknown>>;

const hasEditor = (kind: PublicPage['kind']): kind is keyof typeof editors => kind in editors;

export function editablePage(key: string): EditablePage | undefined {
  const page = publicPages().find((candidate) => candidate.key === key);
  if (!page || !hasEditor(page.kind)) return undefined;
  const editor = editors[page.kind](page);
  return editor ? { ...page, ...editor } : undefined;
}

export const serviceKey = (slug: string) => `service:${slug}`;
export const faqSectionKey = (slug: string) => `faq:${slug}`;

/** The pages of the Pages screen, each with whether it has an editor yet. */
export const listedPages = () =>
  publicPages().map((page) => ({ ...page, editable: hasEditor(page.kind) }));

/** The page a door's `[key]` names, or a 404 for any other (or one without an editor yet). */
export function pageOfParam(param: string): EditablePage {
  let key = param;
  try {
    key = decodeURIComponent(param);
  } catch {}
  const page = editablePage(key);
  if (!page) throw new HttpError(404, 'This page was not found.');
  return page;
}
