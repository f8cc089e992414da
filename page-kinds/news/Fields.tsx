'use client';
import { IntroFields } from '@/components/admin/page-fields/IntroFields';
import { introPageSchema } from '../intro/shape';
import { pageEditor } from '../page-editor';

/** The news page: its introduction (the articles are edited under News). */
export const newsEditor = pageEditor(introPageSchema, IntroFields);
