import 'server-only';
import { ownPageSchema } from '@/lib/domain/own-page';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import { withCleanRichText } from '@/sections/kinds';

/**
 * What an own page's doors accept: the page's shape, its sections' rich text through the one
 * sanitiser on every save, so no stored version holds a script or a handler.
 */
export const ownPageEditSchema = ownPageSchema.transform((page) => ({
  ...page,
  sections: page.sections.map((section) => withCleanRichText(section, sanitizeHtml)),
}));
