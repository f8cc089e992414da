'use client';
import { IntroFields } from '../intro/IntroFields';
import { introPageSchema } from '../intro/shape';
import { pageEditor } from '../page-editor';

/** The news page: its introduction (the articles are edited under News). */
export const newsEditor = pageEditor(introPageSchema, IntroFields);
