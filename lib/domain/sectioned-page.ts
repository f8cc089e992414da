import { z } from 'zod';
import { sectionsSchema, withinPageSize } from '@/sections/kinds';
import { seoFieldsSchema } from './page-fields';

export const PAGE_TOO_LARGE =
  'This page holds more than 500 KB of copy: split it into two pages, please.';

/**
 * The copy of a page built from sections: its own fields (a title, an opening), its sections
 * and its SEO fields, within the size a page may hold. Pure.
 */
export const sectionedPage = <F extends z.ZodRawShape>(fields: F) =>
  z
    .object({ ...fields, sections: sectionsSchema, ...seoFieldsSchema.shape })
    .refine(withinPageSize, { message: PAGE_TOO_LARGE, path: ['sections'] });
