import { describe, expect, it } from 'vitest';
import { legalPageSchema, withFirmFacts } from '@/lib/domain/legal-page';
import { getLegalDocument, legalDocuments } from './legal';
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

  it('hold no e-mail or office of their own: the page writes in the stored ones', () => {
    const privacy = legalSeed(getLegalDocument('privacy')!);
    expect(privacy.body).not.toContain('@');
    expect(privacy.body).not.toContain('Colmore Row');
    const shown = withFirmFacts(privacy.body, {
      email: 'hello@example.org',
      registeredOffice: '1 Piccadilly, Manchester, M1 1AA',
    });
    expect(shown).toContain('please email hello@example.org.');
    expect(shown).toContain('registered office at 1 Piccadilly, Manchester, M1 1AA.');
  });
});
