import { describe, expect, it } from 'vitest';
import { faqSectionContentSchema } from '@/page-kinds/faq-section/shape';
import { companyDefaults } from './company';
import { faqSections } from './faq';

describe('the FAQ’s copy as the code ships it', () => {
  it('is valid copy for the FAQ editor, so the first publish never refuses it', () => {
    for (const section of faqSections(companyDefaults)) {
      const parsed = faqSectionContentSchema.safeParse(section);
      expect(parsed.error?.issues ?? [], section.slug).toEqual([]);
    }
  });
});
