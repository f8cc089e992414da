import { z } from 'zod';
import { copy, list, optionalCopy, seoFieldsSchema, sitePicture } from '@/lib/domain/page-fields';
import { targetProblem } from '@/lib/domain/redirect';

/** The picture of a service that has none chosen yet (a new one), and what it shows. */
export const DEFAULT_SERVICE_IMAGE = '/images/services/business-support.jpg';
export const DEFAULT_SERVICE_IMAGE_ALT =
  'Business support assistant organising files and a calendar on a laptop';

/** The longest address a service takes, without its leading slash. */
export const SERVICE_ADDRESS_MAX = 80;

/**
 * A service page's copy as the firm edits it: each field is a part of the page a reader sees.
 * Title, summary and introduction are all a new service needs; the lists may stay empty (their
 * sections are then left out) and the picture is a default one until the firm chooses another.
 */
export const serviceContentSchema = z.object({
  title: copy(120),
  /** The short name in menus, the footer and "Talk to us about …"; empty: the title. */
  navTitle: optionalCopy(40),
  /** One sentence under the title; also the page's description for search engines. */
  summary: copy(160),
  intro: copy(2000),
  /**
   * The page's address without its slash (`recruitment-services`). Left out by copy published
   * before addresses could change: the address is then the one in the page's key. Its rules
   * (which addresses are free) are checked at the door: lib/domain/service-address.ts.
   */
  address: z.string().trim().max(SERVICE_ADDRESS_MAX).optional(),
  whoItIsFor: list(copy(300), 12).default([]),
  included: list(z.object({ title: copy(120), detail: copy(600) }), 12).default([]),
  process: list(z.object({ step: copy(120), detail: copy(600) }), 8).default([]),
  /** Optional: without any, the page has no "The difference it makes" section. */
  outcomes: list(copy(300), 12).default([]),
  image: sitePicture.default(DEFAULT_SERVICE_IMAGE),
  imageAlt: copy(200).default(DEFAULT_SERVICE_IMAGE_ALT),
  ...seoFieldsSchema.shape,
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;

/** The name a service goes by in menus, the footer and calls to action. */
export const menuName = (service: Pick<ServiceContent, 'title' | 'navTitle'>): string =>
  service.navTitle || service.title;

/** What "Add service" asks for: the four parts a service cannot be published without. */
export const newServiceInputSchema = z.object({
  title: serviceContentSchema.shape.title,
  address: z.string().trim(),
  summary: serviceContentSchema.shape.summary,
  intro: serviceContentSchema.shape.intro,
});
export type NewServiceInput = z.infer<typeof newServiceInputSchema>;

/**
 * Unpublish: the revision the editor loaded, and where the address then sends its visitors: a
 * path here or an https address, or '' for none (it answers 410 Gone).
 */
export const unpublishInputSchema = z.object({
  revision: z.number().int().min(0),
  to: z
    .string()
    .trim()
    .superRefine((to, context) => {
      const problem = to === '' ? null : targetProblem(to);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type UnpublishInput = z.infer<typeof unpublishInputSchema>;
