import { describe, expect, it } from 'vitest';
import { legalPageSchema } from '@/page-kinds/legal/shape';
import { legalDocuments } from './legal';
import { legalSeed } from './legal-seed';

describe('the legal pages’ first versions', () => {
  it('fit their shape and keep every heading, paragraph and list item', () => {
    for (const document of legalDocuments) {
      const seed = legalPageSchema.parse(legalSeed(document));
      for (const section of document.sections({ email: 'x', registeredOffice: 'y' })) {
        expect(seed.body).toContain(`<h2>${section.heading}</h2>`);
        expect(seed.body.match(/<li>/g)?.length ?? 0).toBeGreaterThanOrEqual(
          section.bullets?.length ?? 0,
        );
      }
    }
  });
});
