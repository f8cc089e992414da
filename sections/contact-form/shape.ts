import { z } from 'zod';
import { optionalCopy } from '@/lib/domain/page-fields';
import { defineSection, heading } from '../define-section';

/** "Contact form": the site's real contact form (its fields and answers are the contact page's). */
export const contactFormSection = defineSection({
  label: 'Contact form',
  schema: z.object({ kind: z.literal('contact-form'), heading, text: optionalCopy(400) }),
  seed: { kind: 'contact-form', heading: 'Send us a message', text: '' },
  searchText: (section) => `${section.heading} ${section.text}`,
});
