/**
 * The kinds of section a page of the firm's own (and the home and about pages) is built from.
 *
 * To add a kind, make a folder here named after it, holding:
 *   shape.ts     its label, its zod shape (`kind` a literal of the folder's name), the copy
 *                "Add section" starts it with, and the words it gives site search
 *                (defineSection; reuse the fields of lib/domain/page-fields);
 *   Section.tsx  how visitors see it: a server component taking the parsed section; rich text
 *                through components/site/RichText (the one sanitiser), pictures through SiteImage;
 *   Fields.tsx   its fields in the page editor: a client component over the section's value;
 * run `npm run registries` (it lists the folder in the records `*.generated.ts` here), and give
 * it its place in SECTION_KINDS below: the compiler names a kind missing from it. Nothing else
 * in the code learns its name.
 */
import { z } from 'zod';
import { sectionShapes } from './shapes.generated';

export { sectionShapes };
type Shapes = typeof sectionShapes;
export type SectionKind = keyof Shapes;
type SectionSchema = Shapes[SectionKind]['schema'];

/** Every kind, in the order "Add section" offers them: a kind's one line by hand. */
export const SECTION_KINDS = [
  'text',
  'image-and-text',
  'call-to-action',
  'services',
  'questions',
  'latest-news',
  'open-jobs',
  'contact-form',
  'quote',
  'figures',
  'points',
  'steps',
] as const satisfies readonly SectionKind[];
// A kind with a folder and no place above fails the type check here, named.
type Listed<Unlisted extends never> = Unlisted;
export type EveryKindListed = Listed<Exclude<SectionKind, (typeof SECTION_KINDS)[number]>>;

export const MAX_SECTIONS = 50;
/** A page's copy beyond this is refused: it would be slow to send, store and render. */
export const MAX_PAGE_BYTES = 500_000;

export const sectionSchema = z.discriminatedUnion(
  'kind',
  Object.values(sectionShapes).map((shape) => shape.schema) as [SectionSchema, ...SectionSchema[]],
  { error: 'Choose one of the kinds of section the editor offers.' },
);
export type Section = z.output<typeof sectionSchema>;
export type SectionInput = z.input<typeof sectionSchema>;

/** A page's sections, in order. */
export const sectionsSchema = z
  .array(sectionSchema)
  .max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections, please.`);

/** Whether a page's copy is within MAX_PAGE_BYTES, counted as it is stored (JSON, UTF-8). */
export const withinPageSize = (content: unknown) =>
  new TextEncoder().encode(JSON.stringify(content)).length <= MAX_PAGE_BYTES;

export const sectionLabel = (kind: SectionKind) => sectionShapes[kind].label;

/** What "Add section" puts on the page for `kind`: its seed, to be filled in. */
export const newSection = (kind: SectionKind): SectionInput =>
  structuredClone(sectionShapes[kind].seed);

/** A section with each of its rich text fields passed through `clean` (the server's sanitiser). */
export function withCleanRichText(section: Section, clean: (html: string) => string): Section {
  const fields = (sectionShapes[section.kind] as { richFields?: readonly string[] }).richFields;
  if (!fields) return section;
  const record = section as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name,
      fields.includes(name) && typeof value === 'string' ? clean(value) : value,
    ]),
  ) as Section;
}

/** The words a section gives site search. */
export function sectionSearchText(section: Section): string {
  const shape = sectionShapes[section.kind] as unknown as { searchText: (s: Section) => string };
  return shape.searchText(section).replace(/\s+/g, ' ').trim();
}
