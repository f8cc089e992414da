'use client';
// Written by `npm run registries` from the kinds’ folders: do not edit.
import type { PageKind } from '@/lib/domain/site-page';
import type { PageEditor } from './page-editor';
import { aboutEditor } from './about/Fields';
import { careersEditor } from './careers/Fields';
import { contactEditor } from './contact/Fields';
import { faqEditor } from './faq/Fields';
import { faqSectionEditor } from './faq-section/Fields';
import { homeEditor } from './home/Fields';
import { legalEditor } from './legal/Fields';
import { newsEditor } from './news/Fields';
import { ownEditor } from './own/Fields';
import { serviceEditor } from './service/Fields';

/** Each kind of page’s editor: the shape of its copy and the fields that edit it. */
export const pageEditors: Record<PageKind, PageEditor> = {
  about: aboutEditor,
  careers: careersEditor,
  contact: contactEditor,
  faq: faqEditor,
  'faq-section': faqSectionEditor,
  home: homeEditor,
  legal: legalEditor,
  news: newsEditor,
  own: ownEditor,
  service: serviceEditor,
};
