'use client';
import { IntroFields } from '../intro/IntroFields';
import { introPageSchema } from '../intro/shape';
import { pageEditor } from '../page-editor';

/** The FAQ page: its introduction (its topics are the FAQ sections, each a page of its own). */
export const faqEditor = pageEditor(introPageSchema, IntroFields);
