// What the checks before publishing read in a page's copy: its rich text, its pictures with their
// descriptions, its other words and its SEO fields. Pure, and safe on copy that does not fit its
// shape yet (the editor checks what is typed, before anything is saved). Stored rich text went
// through the one sanitiser, which quotes every attribute, so a pattern reads it reliably.
import { sectionShapes } from '@/sections/kinds';
import { sitePathOf } from './site-link';

/** A picture of the copy: how the editor names it, and whether it says what it shows. */
export type CopyPicture = { name: string; described: boolean };

export type CopyParts = {
  /** Rich text (HTML). */
  html: string[];
  /** Every other line of copy a visitor reads. */
  text: string[];
  pictures: CopyPicture[];
  /** Where a section's buttons lead: a page of this site or an https:// address. */
  links: string[];
  seoTitle: string;
  seoDescription: string;
  /** A site page, which may be left empty; a news item's or job's form requires its text. */
  page: boolean;
};

/** Fields of a page's copy holding rich text: a policy's "Body" (a section names its own). */
const RICH_TEXT_FIELDS = new Set(['body']);
/** Fields holding where a button leads. */
const LINK_FIELDS = new Set(['buttonLink', 'secondLink']);
/** Fields that are no words of the page: where it is, its date, its pictures, its SEO, a kind. */
const NOT_TEXT = new Set(
  'address updated image imageAlt socialImage seoTitle seoDescription kind booking'.split(' '),
);
/** Deeper than any page's shape (a list of entries of lines): what is below is not copy. */
const MAX_DEPTH = 6;

/** The parts of copy with no SEO fields or pictures of its own: a job's, a news item's. */
export const textAndRichText = (text: string[], html: string[]): CopyParts => ({
  html,
  text,
  pictures: [],
  links: [],
  seoTitle: '',
  seoDescription: '',
  page: false,
});

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The parts of a page's copy (any kind: its shape is walked, not assumed). */
export function pageCopyParts(content: unknown): CopyParts {
  const parts: CopyParts = {
    ...textAndRichText([], []),
    page: true,
  };
  if (content && typeof content === 'object' && !Array.isArray(content)) {
    const copy = content as Record<string, unknown>;
    parts.seoTitle = str(copy.seoTitle);
    parts.seoDescription = str(copy.seoDescription);
    // "Image" and its "Image description", as the editor labels them.
    if (str(copy.image).trim())
      parts.pictures.push({ name: 'Image', described: str(copy.imageAlt).trim() !== '' });
  }
  walk(content, parts, '');
  return parts;
}

/** The rich text fields of a section, by its kind (none for any other object). */
function richFieldsOf(value: object): readonly string[] {
  const kind = (value as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !Object.hasOwn(sectionShapes, kind)) return [];
  const shape = sectionShapes[kind as keyof typeof sectionShapes] as { richFields?: string[] };
  return shape.richFields ?? [];
}

function walk(value: unknown, parts: CopyParts, field: string, depth = 0, rich = false): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (rich || RICH_TEXT_FIELDS.has(field)) parts.html.push(value);
    else if (LINK_FIELDS.has(field)) parts.links.push(value);
    else if (!NOT_TEXT.has(field)) parts.text.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => walk(item, parts, field, depth + 1));
  else if (value && typeof value === 'object') {
    const richFields = richFieldsOf(value);
    for (const [key, inner] of Object.entries(value))
      walk(inner, parts, key, depth + 1, richFields.includes(key));
  }
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decode(match[1] ?? match[2] ?? match[3] ?? '') : null;
};

/** The words of rich text, without its markup. */
export const wordsOf = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The address of this site a link names, as a path (its query and fragment kept), or null. */
export function siteLinkOf(href: string, origin: string): string | null {
  const link = href.trim();
  if (link.startsWith('/'))
    return sitePathOf(link) === null ? null : link.replace(/#.*$/, '') || '/';
  try {
    const url = new URL(link);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** Every link of rich text and of buttons to an address of this site, once each, in order. */
export function siteLinksOf(
  html: readonly string[],
  origin: string,
  buttons: readonly string[] = [],
): string[] {
  const hrefs = html.flatMap((text) =>
    [...text.matchAll(/<a\b[^>]*>/gi)].flatMap(([tag]) => attribute(tag, 'href') ?? []),
  );
  const links = [...hrefs, ...buttons].flatMap((href) => siteLinkOf(href, origin) ?? []);
  return [...new Set(links)];
}

/** The pictures of rich text: each named by its file, described when it has an alt attribute. */
export const richTextPictures = (html: string): CopyPicture[] =>
  [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => ({
    name: (attribute(tag, 'src') ?? 'a picture').split(/[/?#]/).filter(Boolean).at(-1) ?? '',
    described: attribute(tag, 'alt') !== null,
  }));

/** The headings of rich text in order: their level and their words. */
export const headingsOf = (html: string) =>
  [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((match) => ({
    level: Number(match[1]),
    words: wordsOf(match[2] ?? ''),
  }));
