// The public pages' read of the company details, on a real PGlite database that can be made
// unreachable: what was saved, then, while the database cannot be read, the last values read
// (today's defaults before any), with the page kept one second only.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

const state = vi.hoisted(() => ({ down: false, keptBriefly: 0 }));
vi.mock('@/lib/own-data/db/own-database', async (original) => {
  const real = await original<typeof import('@/lib/own-data/db/own-database')>();
  return {
    ownDatabase: async () => {
      if (state.down) throw new Error('connect ECONNREFUSED');
      return real.ownDatabase();
    },
  };
});
// Outside Next there is no page cache: the read runs each time, as on a cache miss.
vi.mock('@/lib/freshness/cached-read', () => ({
  cachedRead: (_name: string, _tag: string, read: () => Promise<unknown>) => () => read(),
  isBuilding: () => false,
  keepPageBriefly: async () => {
    state.keptBriefly += 1;
    return true;
  },
}));

const own = withOwnDatabase('company-contact');
const { defaultCompanyDetails, saveCompanyDetails } =
  await import('@/lib/own-data/company-details-store');
const { companyDetails } = await import('@/lib/own-data/db/schema');
const { loadCompanyContact } = await import('./company-contact');

const jane = { id: 1, name: 'Jane Smith' };

beforeEach(async () => {
  state.down = false;
  state.keptBriefly = 0;
  await (await own.database()).db.delete(companyDetails);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the public pages’ company details', () => {
  // First: nothing has been read in this process yet.
  it('are today’s defaults when the database cannot be read from the start', async () => {
    state.down = true;
    expect(await loadCompanyContact()).toMatchObject({
      email: 'info@crestfieldbusinessservices.co.uk',
      registeredOffice: '85 Colmore Row, Birmingham, B3 2BB',
    });
    expect(state.keptBriefly).toBe(1);
  });

  it('are today’s defaults before anything is saved, then what was saved', async () => {
    expect((await loadCompanyContact()).mainPhone.display).toBe('+44 121 496 0734');
    const phones = [{ number: '+44 161 555 0100', label: 'Manchester office' }];
    await saveCompanyDetails({ ...defaultCompanyDetails, phones }, 0, jane);
    const contact = await loadCompanyContact();
    expect(contact.mainPhone.display).toBe('+44 161 555 0100');
    expect(state.keptBriefly).toBe(0);
  });

  it('stay the last values read while the database cannot be read, the page kept briefly', async () => {
    await saveCompanyDetails({ ...defaultCompanyDetails, town: 'Leeds' }, 0, jane);
    expect((await loadCompanyContact()).address.locality).toBe('Leeds');
    state.down = true;
    const contact = await loadCompanyContact();
    expect(contact.address.locality).toBe('Leeds');
    expect(contact.email).toBe(defaultCompanyDetails.email);
    expect(state.keptBriefly).toBe(1);
  });
});
