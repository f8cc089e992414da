// The checks before publishing: what stops "Publish" (a link to an address of this site that
// answers 404, a picture without a description) and what only warns (SEO text longer than search
// engines show, an empty page, a skipped heading level). Pure: the editor's "Checks" list and the
// publish door read the same list, so a request that skips the screen is refused alike.
import { z } from 'zod';
import { headingsOf, richTextPictures, wordsOf, type CopyParts } from './copy-parts';

/** How much of an SEO title and description search engines show. */
export const SEO_TITLE_SHOWN = 60;
export const SEO_DESCRIPTION_SHOWN = 160;

export const pageCheckSchema = z.object({
  /** An error stops publishing; a warning is shown and publishing goes on. */
  level: z.enum(['error', 'warning']),
  message: z.string(),
});
export type PageCheck = z.infer<typeof pageCheckSchema>;

/** What the checks door is sent: the copy as the editor holds it, saved or not. */
export const pageChecksInputSchema = z.object({ content: z.unknown() });
/** What the news and jobs editors send the checks door: their lines and their rich text. */
export const textChecksInputSchema = z.object({
  text: z.array(z.string()).max(10),
  html: z.array(z.string()).max(10),
});

/** What a checks door answers. */
export const pageChecksSchema = z.object({ checks: z.array(pageCheckSchema) });

const error = (message: string): PageCheck => ({ level: 'error', message });
const warning = (message: string): PageCheck => ({ level: 'warning', message });

/**
 * The checks of a page's copy. `missing`: its links to this site (as `siteLinksOf` gives them)
 * that answer 404 today, which only the server can tell.
 */
export function copyChecks(parts: CopyParts, missing: readonly string[]): PageCheck[] {
  const checks: PageCheck[] = missing.map((link) =>
    error(`The link to ${link} leads to an address of this site that does not exist (404).`),
  );
  const pictures = [...parts.pictures, ...parts.html.flatMap(richTextPictures)];
  for (const picture of pictures.filter((one) => !one.described)) {
    checks.push(
      error(
        picture.name === 'Image'
          ? 'The picture in “Image” has no description: fill in “Image description”.'
          : `The picture “${picture.name}” has no description: select it, then Describe image.`,
      ),
    );
  }
  const seoTitle = parts.seoTitle.trim().length;
  if (seoTitle > SEO_TITLE_SHOWN)
    checks.push(warning(`The SEO title is ${seoTitle} characters: search engines show about 60.`));
  const seoDescription = parts.seoDescription.trim().length;
  if (seoDescription > SEO_DESCRIPTION_SHOWN)
    checks.push(
      warning(
        `The SEO description is ${seoDescription} characters: search engines show about 160.`,
      ),
    );
  const words = [...parts.text, ...parts.html.map(wordsOf)].some((text) => text.trim() !== '');
  if (parts.page && !words) checks.push(warning('The page is empty: it has no text.'));
  checks.push(...parts.html.flatMap(skippedHeadings));
  return checks;
}

/** A heading more than one level below the one before it (an h2, then an h4). */
function skippedHeadings(html: string): PageCheck[] {
  const headings = headingsOf(html);
  return headings.flatMap((heading, index) => {
    const before = headings[index - 1];
    if (!before || heading.level <= before.level + 1) return [];
    return [
      warning(
        `The heading “${heading.words}” skips a level: heading ${heading.level} after heading ${before.level}.`,
      ),
    ];
  });
}

/** Why the copy may not be published, naming each error; null when nothing stops it. */
export function publishRefusal(checks: readonly PageCheck[]): string | null {
  const errors = checks.filter((check) => check.level === 'error');
  if (errors.length === 0) return null;
  return `Not published. ${errors.map((check) => check.message).join(' ')}`;
}
