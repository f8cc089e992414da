import 'server-only';
import type { Metadata } from 'next';
import { company } from '@/lib/content/company';
import type { SeoFields } from '@/lib/domain/page-fields';
import { pageMetadata } from './seo';

/**
 * A page's own title and description, named as lib/content names them, so a page's content
 * object serves as it is: what the head says while the SEO fields are empty.
 */
export type PageDefaults = { metaTitle: string; metaDescription: string };

/**
 * The head of a page the firm edits: each SEO field its editor filled in, else the page's default
 * (an empty field means "keep the default"), and the site's picture while it has no social image.
 * Copy not given (a page read without it) takes every default. `nameFirst` is the home page's
 * form, '{firm} | {title}'; every other page's title ends with the firm's name.
 */
export function metadataFromCopy(
  path: string,
  copy: Partial<SeoFields> | undefined,
  defaults: PageDefaults,
  { nameFirst = false } = {},
): Metadata {
  const title = copy?.seoTitle || defaults.metaTitle;
  return pageMetadata({
    title: nameFirst ? `${company.name} | ${title}` : title,
    absoluteTitle: nameFirst,
    description: copy?.seoDescription || defaults.metaDescription,
    path,
    image: copy?.socialImage || undefined,
  });
}
