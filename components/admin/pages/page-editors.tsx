'use client';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SeoFields as Seo } from '@/lib/domain/page-fields';
import type { PageKind } from '@/lib/domain/site-page';
import { aboutPageSchema } from '@/lib/domain/about-page';
import { contactPageSchema } from '@/lib/domain/contact-page';
import { faqSectionContentSchema } from '@/lib/domain/faq-page';
import { homePageSchema } from '@/lib/domain/home-page';
import { careersPageSchema, introPageSchema } from '@/lib/domain/intro-page';
import { legalPageSchema } from '@/lib/domain/legal-page';
import { ownPageSchema } from '@/lib/domain/own-page';
import { serviceContentSchema } from '@/lib/domain/service-page';
import { AboutFields } from './AboutFields';
import { ContactFields } from './ContactFields';
import { FaqFields } from './FaqFields';
import { HomeFields } from './HomeFields';
import { CareersFields, IntroFields } from './IntroFields';
import { LegalFields } from './LegalFields';
import { OwnPageFields } from './OwnPageFields';
import { SITE_PICTURES } from './PictureFields';
import { SeoFields } from './SeoFields';
import { SERVICE_PICTURES, ServiceFields } from './ServiceFields';

type FieldsProps<C> = {
  content: C;
  onChange: (content: C) => void;
  errors: Record<string, string>;
};

/** A kind of page's editor: the shape of its copy, and the fields that edit it. */
export type PageEditor = {
  schema: z.ZodType;
  Fields: (props: FieldsProps<unknown>) => ReactNode;
};

// The fields are handed only copy their own schema parsed, so each may take its own shape. Every
// page's copy carries the SEO fields (lib/domain/page-fields.ts), so every editor ends with them,
// added once here rather than by each kind's fields; the social image is one of the site's
// pictures, or of the service pictures for a service or an FAQ section.
const editorOf = <C extends Seo>(
  schema: z.ZodType<C>,
  Fields: (props: FieldsProps<C>) => ReactNode,
  socialPictures = SITE_PICTURES,
): PageEditor => {
  const EditorFields = (props: FieldsProps<C>) => (
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
