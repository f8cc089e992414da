// Home and About were fixed forms (a field per heading, list and button) until they were built
// from sections. Their stored versions (published, drafts, history) keep the old shape; each is
// read as sections when parsed, so Restore and every reader see one shape. Pure.
import { escapeHtml } from '@/page-kinds/legal/shape';

type OldCopy = Record<string, unknown>;

/**
 * A reader of a page's copy that turns the fixed form (known by `marker`, one of its fields)
 * into sections; anything else, the new shape included, passes untouched to the schema.
 */
export const fromFixedForm =
  (marker: string, toSections: (old: OldCopy) => unknown[]) =>
  (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const old = value as OldCopy;
    if ('sections' in old || !(marker in old)) return value;
    const kept = Object.fromEntries(
      Object.entries(old).filter(([name]) => OPENING_AND_SEO.has(name)),
    );
    return { ...kept, sections: toSections(old) };
  };

/** What the fixed forms shared with today's shapes: the page's opening and its SEO fields. */
const OPENING_AND_SEO = new Set(
  'eyebrow heading lead ctaLabel servicesLinkLabel image imageAlt seoTitle seoDescription socialImage'.split(
    ' ',
  ),
);

/** Paragraphs of plain text as rich text. */
export const paragraphsHtml = (paragraphs: unknown): string =>
  Array.isArray(paragraphs)
    ? paragraphs.map((text) => `<p>${escapeHtml(String(text))}</p>`).join('')
    : '';
