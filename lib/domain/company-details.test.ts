import { describe, expect, it } from 'vitest';
import { companyContact } from './company-contact';
import {
  companyDetailsSaveSchema,
  companyDetailsSchema,
  savedFirstMessage,
} from './company-details';
import { changedCompanyFields } from './company-field-labels';

const good = {
  email: 'Office@Example.co.uk ',
  phones: [
    { number: '+44 121  496 0734', label: 'Birmingham office' },
    { number: '020 7946 0581', label: 'London line' },
  ],
  streetAddress: '85 Colmore Row',
  town: 'Birmingham',
  region: 'West Midlands',
  postcode: 'b32bb',
  openingHours: 'Monday to Friday, 9am to 5.30pm (UK time)',
  facebook: 'https://www.facebook.com/crestfield',
  instagram: '',
  linkedin: 'https://uk.linkedin.com/company/crestfield',
  whatsapp: 'https://wa.me/441214960734',
};

/** The message of each refused field of `change` applied to the good details, by its path. */
const refusal = (change: Record<string, unknown>) => {
  const parsed = companyDetailsSaveSchema.safeParse({ ...good, version: 3, ...change });
  const issues = parsed.error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the company details schema', () => {
  it('takes good details, tidied: e-mail lower-cased, spaces single, postcode spaced', () => {
    const details = companyDetailsSchema.parse(good);
    expect(details.email).toBe('office@example.co.uk');
    expect(details.phones[0]).toEqual({ number: '+44 121 496 0734', label: 'Birmingham office' });
    expect(details.postcode).toBe('B3 2BB');
    expect(details.instagram).toBe('');
    expect(companyDetailsSchema.parse(details)).toEqual(details);
  });

  it('names the field of each refused value', () => {
    expect(refusal({ phones: [{ number: 'call me', label: 'Office' }] })).toEqual({
      'phones.0.number': 'Enter a phone number: digits and spaces, with a + at the start if needed',
    });
    expect(refusal({ phones: [...good.phones, { number: '12 34', label: 'Short' }] })).toEqual({
      'phones.2.number': 'A phone number has 7 to 15 digits',
    });
    expect(refusal({ phones: [{ number: '0121 496 0734', label: ' ' }] })).toEqual({
      'phones.0.label': 'Enter the phone label, like Birmingham office',
    });
    expect(refusal({ phones: [] })).toEqual({ phones: 'Add at least one phone number' });
    expect(refusal({ email: 'info@' })).toEqual({
      email: 'Enter the e-mail address, like info@example.com',
    });
    expect(refusal({ postcode: '12345' })).toEqual({
      postcode: 'Enter a UK postcode, like B3 2BB',
    });
    expect(refusal({ streetAddress: '85 Colmore Row\nBirmingham' })).toEqual({
      streetAddress: 'The street address cannot contain < or > or line breaks',
    });
    expect(refusal({ town: '' })).toEqual({ town: 'Enter the town or city' });
    expect(refusal({ openingHours: 'x'.repeat(201) })).toEqual({
      openingHours: 'The opening hours is too long (200 characters at most)',
    });
    expect(refusal({ version: undefined })).toEqual({ version: 'Reload the page and try again' });
  });

  it('refuses an address line that starts like a link, and takes ordinary ones', () => {
    expect(refusal({ streetAddress: 'javascript:alert(document.domain)//' })).toEqual({
      streetAddress:
        'The street address cannot start like a web address (such as https: or javascript:)',
    });
    expect(refusal({ town: 'https://evil.example' })).toHaveProperty('town');
    expect(refusal({ region: 'data:text/html,x' })).toHaveProperty('region');
    expect(refusal({ streetAddress: 'Suite 4: 85 Colmore Row', town: 'St. Albans' })).toEqual({});
  });

  it('takes a social profile only as https on its own network, or empty to hide it', () => {
    expect(refusal({ facebook: 'http://www.facebook.com/crestfield' })).toHaveProperty('facebook');
    expect(refusal({ instagram: 'https://www.facebook.com/crestfield' })).toEqual({
      instagram:
        'Enter the Instagram address, starting with https://instagram.com/, or leave it empty to hide the link',
    });
    expect(refusal({ linkedin: 'https://linkedin.com.evil.example/x' })).toHaveProperty('linkedin');
    expect(refusal({ whatsapp: 'javascript:alert(1)' })).toHaveProperty('whatsapp');
    expect(refusal({ whatsapp: 'https://api.whatsapp.com/send?phone=441214960734' })).toEqual({});
    expect(refusal({ facebook: '', instagram: '', linkedin: '', whatsapp: '' })).toEqual({});
  });
});

describe('what the site prints from the details', () => {
  it('derives the office lines, the dialled numbers and the main phone', () => {
    const contact = companyContact(companyDetailsSchema.parse(good));
    expect(contact.registeredOffice).toBe('85 Colmore Row, Birmingham, B3 2BB');
    expect(contact.address.display).toBe('85 Colmore Row, Birmingham, B3 2BB, United Kingdom');
    expect(contact.phones.map((phone) => phone.href)).toEqual([
      'tel:+441214960734',
      'tel:02079460581',
    ]);
    expect(contact.mainPhone).toEqual({
      label: 'Birmingham office',
      display: '+44 121 496 0734',
      href: 'tel:+441214960734',
    });
  });

  it('names the fields a save changed, in the form’s words', () => {
    const before = companyDetailsSchema.parse(good);
    const after = { ...before, email: 'new@example.com', phones: [before.phones[0]!] };
    expect(changedCompanyFields(before, after)).toEqual(['Email', 'Phone numbers']);
    expect(changedCompanyFields(before, { ...before })).toEqual([]);
  });

  it('says who saved first and when, on the firm’s clock', () => {
    const at = new Date('2026-07-01T13:02:00Z');
    expect(savedFirstMessage({ name: 'Jane Smith', at }, new Date('2026-07-01T15:00:00Z'))).toBe(
      'Jane Smith saved these details at 14:02; reload to see their changes.',
    );
    expect(savedFirstMessage({ name: 'Jane Smith', at }, new Date('2026-07-03T09:00:00Z'))).toBe(
      'Jane Smith saved these details at 14:02 on 1 July; reload to see their changes.',
    );
  });
});
