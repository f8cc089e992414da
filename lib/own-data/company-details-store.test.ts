import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyContact } from '@/lib/domain/company-contact';
import type { CompanyDetails } from '@/lib/domain/company-details';
import { companyDetails } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import {
  defaultCompanyDetails,
  lastKnownCompanyDetails,
  readCompanyDetails,
  saveCompanyDetails,
} from './company-details-store';

const jane = { id: 7, name: 'Jane Smith' };
const omar = { id: 8, name: 'Omar Haddad' };
const moved: CompanyDetails = {
  ...defaultCompanyDetails,
  email: 'hello@example.org',
  phones: [{ number: '+44 161 555 0100', label: 'Manchester office' }],
  town: 'Manchester',
};

describe('the defaults', () => {
  it('are today’s details, printed as the site printed them before they were editable', () => {
    const contact = companyContact(defaultCompanyDetails);
    expect(contact.email).toBe('info@crestfieldbusinessservices.co.uk');
    expect(contact.phones).toEqual([
      { label: 'Birmingham office', display: '+44 121 496 0734', href: 'tel:+441214960734' },
      { label: 'London line', display: '+44 20 7946 0581', href: 'tel:+442079460581' },
    ]);
    expect(contact.registeredOffice).toBe('85 Colmore Row, Birmingham, B3 2BB');
    expect(contact.address.display).toBe('85 Colmore Row, Birmingham, B3 2BB, United Kingdom');
    expect(contact.openingHours).toBe('Monday to Friday, 9am to 5.30pm (UK time)');
    expect(contact.social.whatsapp).toBe('https://wa.me/441214960734');
  });
});

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`the company details store on ${kind}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await freshDatabase(kind);
    });
    beforeEach(async () => {
      await test.database.db.delete(companyDetails);
    });
    afterAll(() => test.dispose());

    const db = () => test.database.db;

    it('answers the defaults, version 0 and no saver, before anything is saved', async () => {
      expect(await readCompanyDetails(db())).toEqual({
        details: defaultCompanyDetails,
        version: 0,
        savedBy: null,
      });
    });

    it('saves, moves the version on and says who saved', async () => {
      const outcome = await saveCompanyDetails(moved, 0, jane, db());
      expect(outcome).toMatchObject({ saved: true, before: defaultCompanyDetails });
      const stored = await readCompanyDetails(db());
      expect(stored).toMatchObject({ details: moved, version: 1, savedBy: { name: 'Jane Smith' } });
      expect(Date.now() - stored.savedBy!.at.getTime()).toBeLessThan(60_000);
      expect(lastKnownCompanyDetails()).toEqual(moved);

      const again = { ...moved, openingHours: 'Every day, 8am to 8pm' };
      expect(await saveCompanyDetails(again, 1, omar, db())).toMatchObject({
        saved: true,
        before: moved,
        after: { details: again, version: 2, savedBy: { name: 'Omar Haddad' } },
      });
    });

    it('refuses a save on a version someone saved over, naming them, and changes nothing', async () => {
      await saveCompanyDetails(moved, 0, jane, db());
      const late = await saveCompanyDetails({ ...moved, town: 'Leeds' }, 0, omar, db());
      expect(late).toMatchObject({
        saved: false,
        current: { version: 1, savedBy: { name: 'Jane Smith' } },
      });
      expect((await readCompanyDetails(db())).details).toEqual(moved);
    });

    it('lets one of two first saves at once through, never both', async () => {
      const outcomes = await Promise.all([
        saveCompanyDetails(moved, 0, jane, db()),
        saveCompanyDetails({ ...moved, town: 'Leeds' }, 0, omar, db()),
      ]);
      expect(outcomes.map((outcome) => outcome.saved).sort()).toEqual([false, true]);
      const stored = await readCompanyDetails(db());
      expect(stored.version).toBe(1);
      const winner = outcomes.find((outcome) => outcome.saved);
      expect(winner).toMatchObject({ after: { details: stored.details } });
    });

    it('keeps the version when nothing changed, so nobody else’s form goes stale', async () => {
      await saveCompanyDetails(moved, 0, jane, db());
      expect(await saveCompanyDetails(moved, 1, omar, db())).toMatchObject({
        saved: true,
        after: { version: 1, savedBy: { name: 'Jane Smith' } },
      });
    });

    it('falls back field by field to the default where a stored value breaks today’s rules', async () => {
      await db()
        .insert(companyDetails)
        .values({
          details: { ...moved, postcode: 'not a postcode', facebook: 42 },
          version: 4,
          savedByName: 'Jane Smith',
        });
      const stored = await readCompanyDetails(db());
      expect(stored.details).toEqual({
        ...moved,
        postcode: defaultCompanyDetails.postcode,
        facebook: defaultCompanyDetails.facebook,
      });
      expect(stored.version).toBe(4);
    });
  });
}
