import { z } from 'zod';
import { copy } from '@/lib/domain/page-fields';
import { sectionedPage } from '@/lib/domain/sectioned-page';
import { SERVICE_ADDRESS_MAX } from '@/page-kinds/service/shape';

// A page of the firm's own ("Add page" on the Pages screen): a title, an address of one segment
// (the same rules and namespace as a service's, lib/domain/service-address.ts), and the sections
// it is built from. Pure: the editor and the doors parse the same shape.

/** Its key in the pages' store: stable across address changes. */
export const OWN_PAGE_PREFIX = 'page:';
export const ownPageKeyOf = (address: string) => `${OWN_PAGE_PREFIX}${address}`;

export const ownPageSchema = sectionedPage({
  title: copy(120),
  address: z.string().trim().max(SERVICE_ADDRESS_MAX),
});
export type OwnPage = z.infer<typeof ownPageSchema>;

/** "Add page": what the short form asks; the page starts with no sections, as a draft. */
export const newOwnPageInputSchema = z.object({
  kind: z.literal('page'),
  title: copy(120),
  address: z.string().trim(),
});
export type NewOwnPageInput = z.infer<typeof newOwnPageInputSchema>;

/** A page door's body: room for a page at its 500 KB limit, so the refusal names the field. */
export const PAGE_BODY_LIMIT = 640 * 1024;
