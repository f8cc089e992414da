import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/http/field-errors';
import { contactInputSchema, type ContactInput } from '@/lib/domain/contact-input';

const valid = {
  full_name: '  Amara Okafor ',
  userEmail: ' amara@example.com ',
  phone_number: ' +44 121 496 0000 ',
  service_of_interest: 'Call handling',
  description: '  We need someone to answer our phones.  ',
};
// The first message per field, as the form shows it.
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = contactInputSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the contact form', () => {
  it('takes a complete enquiry, trimmed, and drops unknown fields', () => {
    const expected: ContactInput = {
      full_name: 'Amara Okafor',
      userEmail: 'amara@example.com',
      phone_number: '+44 121 496 0000',
      service_of_interest: 'Call handling',
      description: 'We need someone to answer our phones.',
    };
    expect(contactInputSchema.parse({ ...valid, website: '' })).toEqual(expected);
  });

  it('names every empty field with its own message', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '  ']));
    expect(errorsOf(empty)).toEqual({
      full_name: 'Enter your full name',
      userEmail: 'Enter a valid email address',
      phone_number: 'Enter a valid phone number',
      service_of_interest: 'Choose a service',
      description: 'Tell us a little more (at least 10 characters)',
    });
  });

  it('names every missing field as it names an empty one', () => {
    expect(errorsOf({})).toEqual({
      full_name: 'Enter your full name',
      userEmail: 'Enter a valid email address',
      phone_number: 'Enter a valid phone number',
      service_of_interest: 'Choose a service',
      description: 'Tell us a little more (at least 10 characters)',
    });
  });

  it('refuses markup before judging the length', () => {
    expect(errorsOf({ ...valid, full_name: '<b>' })).toEqual({
      full_name: 'Full name cannot contain < or >',
    });
    expect(errorsOf({ ...valid, service_of_interest: 'x>y' })).toEqual({
      service_of_interest: 'Service of interest cannot contain < or >',
    });
  });

  it('says what is too long, counted after trimming', () => {
    expect(errorsOf({ ...valid, full_name: 'x'.repeat(121) })).toEqual({
      full_name: 'Full name is too long',
    });
    expect(errorsOf({ ...valid, full_name: ` ${'x'.repeat(120)} ` })).toEqual({});
    expect(errorsOf({ ...valid, userEmail: `${'a'.repeat(243)}@example.com` })).toEqual({
      userEmail: 'Email is too long',
    });
    expect(errorsOf({ ...valid, service_of_interest: 'x'.repeat(161) })).toEqual({
      service_of_interest: 'Service of interest is too long',
    });
    expect(errorsOf({ ...valid, description: 'x'.repeat(5001) })).toEqual({
      description: 'Message is too long (5000 characters at most)',
    });
  });

  it('takes the phone numbers people write', () => {
    for (const phone_number of ['0121 496 0000', '(0121) 496-0000', '+441214960000']) {
      expect(errorsOf({ ...valid, phone_number })).toEqual({});
    }
    for (const phone_number of ['123456', '0121 496 0000 ext 2', '+'.repeat(2) + '4412149600']) {
      expect(errorsOf({ ...valid, phone_number })).toEqual({
        phone_number: 'Enter a valid phone number',
      });
    }
  });
});
