import 'server-only';
import type { z } from 'zod';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import { withCleanRichText, type Section } from '@/sections/kinds';

/**
 * What the doors accept for a page built from sections: its shape, with its sections' rich
 * text through the one sanitiser on every save, so no stored version holds a script or a handler.
 */
export const withCleanSections = <P extends { sections: Section[] }>(schema: z.ZodType<P>) =>
  schema.transform((page) => ({
    ...page,
    sections: page.sections.map((section) => withCleanRichText(section, sanitizeHtml)),
  }));
