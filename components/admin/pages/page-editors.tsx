'use client';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { PageKind } from '@/lib/domain/site-page';
import { aboutPageSchema } from '@/lib/domain/about-page';
import { contactPageSchema } from '@/lib/domain/contact-page';
import { faqSectionContentSchema } from '@/lib/domain/faq-page';
import { homePageSchema } from '@/lib/domain/home-page';
import { careersPageSchema, introPageSchema } from '@/lib/domain/intro-page';
import { legalPageSchema } from '@/lib/domain/legal-page';
import { serviceContentSchema } from '@/lib/domain/service-page';
import { AboutFields } from './AboutFields';
import { ContactFields } from './ContactFields';
import { FaqFields } from './FaqFields';
import { HomeFields } from './HomeFields';
import { CareersFields, IntroFields } from './IntroFields';
import { LegalFields } from './LegalFields';
import { ServiceFields } from './ServiceFields';

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

// The fields are handed only copy their own schema parsed, so each may take its own shape.
const editorOf = <S extends z.ZodType>(
  schema: S,
  Fields: (props: FieldsProps<z.output<S>>) => ReactNode,
): PageEditor => ({ schema, Fields: Fields as PageEditor['Fields'] });

/** Each kind of page's editor: a record over the one list of kinds (lib/domain/site-page.ts). */
export const pageEditors: Record<PageKind, PageEditor> = {
  service: editorOf(serviceContentSchema, ServiceFields),
  'faq-section': editorOf(faqSectionContentSchema, FaqFields),
  home: editorOf(homePageSchema, HomeFields),
  about: editorOf(aboutPageSchema, AboutFields),
  contact: editorOf(contactPageSchema, ContactFields),
  legal: editorOf(legalPageSchema, LegalFields),
  faq: editorOf(introPageSchema, IntroFields),
  news: editorOf(introPageSchema, IntroFields),
  careers: editorOf(careersPageSchema, CareersFields),
};
