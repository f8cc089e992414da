import { z } from 'zod';
import { withDescribedImages } from '@/lib/domain/described-images';
import { copy, seoFieldsSchema } from '@/lib/domain/page-fields';

/**
 * Where a legal page's body names the firm's e-mail and registered office: the page writes in
 * the company details as they are when it renders, so a change in Settings reaches every
 * policy and no stored version freezes an old address.
 */
export const FIRM_FACT_PLACEHOLDERS = {
  email: '{email}',
  registeredOffice: '{registered office}',
} as const;

/** A legal page's copy: the line under its title, its revision date and its body (rich text). */
export const legalPageSchema = z.object({
  summary: copy(300),
  updated: z.iso.date({ error: 'Please give the date of this revision.' }),
  /** HTML, through the one sanitiser on every save (lib/pages/legal-copy.ts). */
  body: withDescribedImages(
    z
      .string()
      .trim()
      .min(1, 'Please fill this in.')
      .max(100_000, 'At most 100000 characters, please.'),
  ),
  ...seoFieldsSchema.shape,
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** Text made safe to put in HTML as it is. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A part of a legal page: its heading's inner HTML (none before the first) and what follows. */
export type LegalSection = { heading: string | null; html: string };

const HEADING = /<h[12][^>]*>([\s\S]*?)<\/h[12]>/gi;

/**
 * The body cut at its headings (the editor's Heading 1 and 2), so the page can list them under
 * "On this page" and give each its anchor, as the policies have always been laid out.
 */
export function legalSections(html: string): LegalSection[] {
  const sections: LegalSection[] = [];
  let current: LegalSection = { heading: null, html: '' };
  let at = 0;
  for (const match of html.matchAll(HEADING)) {
    current.html += html.slice(at, match.index);
    if (current.heading !== null || current.html.trim()) sections.push(current);
    current = { heading: match[1] ?? '', html: '' };
    at = match.index + match[0].length;
  }
  current.html += html.slice(at);
  if (current.heading !== null || current.html.trim()) sections.push(current);
  return sections;
}
