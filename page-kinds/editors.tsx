'use client';
/**
 * The kinds of page the back office edits, each in a folder here named after it:
 *   shape.ts    the zod shape of its copy (with the SEO fields of lib/domain/page-fields) and
 *               its type; read by the doors, the page's public body, search and the seeds alike;
 *   Fields.tsx  its fields in the page editor: a client component over `PageFieldsProps` of
 *               that shape, built from components/admin/page-fields (the SEO fields are
 *               added below, once for every kind).
 * To add a kind: its folder, its name in PAGE_KINDS (lib/domain/site-page.ts), one line below
 * and one in lib/pages/editable-pages.ts (where its copy is kept and what it starts from); the
 * compiler names the record a kind is missing from. A page at an address of its own also needs
 * that address (lib/content/public-pages.ts) and its route under app/(site). A page the firm
 * builds from sections needs no new kind: it is an `own` page.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SeoFields as Seo } from '@/lib/domain/page-fields';
import type { PageKind } from '@/lib/domain/site-page';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { aboutPageSchema } from './about/shape';
import { contactPageSchema } from './contact/shape';
import { faqSectionContentSchema } from './faq-section/shape';
import { homePageSchema } from './home/shape';
import { careersPageSchema } from './careers/shape';
import { introPageSchema } from './intro/shape';
import { legalPageSchema } from './legal/shape';
import { ownPageSchema } from './own/shape';
import { serviceContentSchema } from './service/shape';
import { AboutFields } from './about/Fields';
import { ContactFields } from './contact/Fields';
import { FaqFields } from './faq-section/Fields';
import { HomeFields } from './home/Fields';
import { CareersFields } from './careers/Fields';
import { IntroFields } from './intro/Fields';
import { LegalFields } from './legal/Fields';
import { OwnPageFields } from './own/Fields';
import { SERVICE_PICTURES, SITE_PICTURES } from '@/components/admin/page-fields/site-pictures';
import { SeoFields } from '@/components/admin/page-fields/SeoFields';
import { ServiceFields } from './service/Fields';

/** A kind of page's editor: the shape of its copy, and the fields that edit it. */
export type PageEditor = {
  schema: z.ZodType;
  Fields: (props: PageFieldsProps<unknown>) => ReactNode;
};

// The fields are handed only copy their own schema parsed, so each may take its own shape. Every
// page's copy carries the SEO fields (lib/domain/page-fields.ts), so every editor ends with them,
// added once here rather than by each kind's fields; the social image is one of the site's
// pictures, or of the service pictures for a service or an FAQ section.
const editorOf = <C extends Seo>(
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

/** Each kind of page's editor: a record over the one list of kinds (lib/domain/site-page.ts). */
export const pageEditors: Record<PageKind, PageEditor> = {
  service: editorOf(serviceContentSchema, ServiceFields, SERVICE_PICTURES),
  'faq-section': editorOf(faqSectionContentSchema, FaqFields, SERVICE_PICTURES),
  home: editorOf(homePageSchema, HomeFields),
  about: editorOf(aboutPageSchema, AboutFields),
  contact: editorOf(contactPageSchema, ContactFields),
  legal: editorOf(legalPageSchema, LegalFields),
  faq: editorOf(introPageSchema, IntroFields),
  news: editorOf(introPageSchema, IntroFields),
  careers: editorOf(careersPageSchema, CareersFields),
  own: editorOf(ownPageSchema, OwnPageFields),
};
