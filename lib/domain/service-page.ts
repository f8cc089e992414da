import { z } from 'zod';
import { copy, list, seoFieldsSchema, sitePicture } from './page-fields';

/** A service page's copy as the firm edits it: each field is a part of the page a reader sees. */
export const serviceContentSchema = z.object({
  title: copy(120),
  /** The short name in menus, the footer and "Talk to us about …". */
  navTitle: copy(40),
  /** One sentence under the title; also the page's description for search engines. */
  summary: copy(160),
  intro: copy(2000),
  whoItIsFor: list(copy(300), 12),
  included: list(z.object({ title: copy(120), detail: copy(600) }), 12),
  process: list(z.object({ step: copy(120), detail: copy(600) }), 8),
  /** Optional: without any, the page has no "The difference it makes" section. */
  outcomes: list(copy(300), 12).default([]),
  image: sitePicture,
  imageAlt: copy(200),
  ...seoFieldsSchema.shape,
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;
