'use client';
/**
 * A kind of page is a folder of page-kinds/ named after it:
 *   shape.ts    the zod shape of its copy (with the SEO fields of lib/domain/page-fields) and
 *               its type; read by the doors, the page's public body, search and the seeds alike
 *               (the FAQ and news pages share intro/'s shape and IntroFields: no Fields.tsx, so no kind);
 *   Fields.tsx  its fields in the page editor, a client component over `PageFieldsProps` of that
 *               shape built from components/admin/page-fields, and its editor:
 *               `export const <kind>Editor = pageEditor(schema, Fields)` (the SEO fields are
 *               added here, once for every kind).
 * `npm run registries` then lists it in PAGE_KINDS and the back office's record of editors;
 * the compiler names the one line it still needs, in lib/pages/editable-pages.ts (where its
 * copy is kept and what it starts from). A page at an address of its own also needs that
 * address (lib/content/public-pages.ts), its seed and its route under app/(site). A page the
 * firm builds from sections needs no new kind: it is an `own` page.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SeoFields as Seo } from '@/lib/domain/page-fields';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { SITE_PICTURES } from '@/components/admin/page-fields/site-pictures';
import { SeoFields } from '@/components/admin/page-fields/SeoFields';

/** A kind of page's editor: the shape of its copy, and the fields that edit it. */
export type PageEditor = {
  schema: z.ZodType;
  Fields: (props: PageFieldsProps<unknown>) => ReactNode;
};

// The fields are handed only copy their own schema parsed, so each may take its own shape. Every
// page's copy carries the SEO fields, so every editor ends with them; the social image is one of
// the site's pictures, or of the service pictures for a service or an FAQ section.
export const pageEditor = <C extends Seo>(
  schema: z.ZodType<C>,
  Fields: (props: PageFieldsProps<C>) => ReactNode,
  socialPictures = SITE_PICTURES,
): PageEditor => {
  const EditorFields = (props: PageFieldsProps<C>) => (
    <>
      <Fields {...props} />
      <SeoFields {...props} pictures={socialPictures} />
    </>
  );
  return { schema, Fields: EditorFields as PageEditor['Fields'] };
};
