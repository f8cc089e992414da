import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/http/field-errors';
import { applicationFieldsSchema, type ApplicationFields } from '@/lib/domain/application-fields';

const valid = {
  job_id: '12',
  full_name: 'Amara Okafor',
  userEmail: 'amara@example.com',
  phone_number: '+44 121 496 0000',
  cover_letter: '  I have run a busy reception for five years.  ',
  consent: 'yes' as const,
};
// The first message per field, as the form shows it.
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = applicationFieldsSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the application form', () => {
  it('takes a complete application, trimmed, the cover letter optional', () => {
    const expected: ApplicationFields = {
      ...valid,
      job_id: 12,
      cover_letter: 'I have run a busy reception for five years.',
    };
    expect(applicationFieldsSchema.parse(valid)).toEqual(expected);
    expect(applicationFieldsSchema.parse({ ...valid, cover_letter: undefined }).cover_letter).toBe(
      '',
    );
    expect(applicationFieldsSchema.parse({ ...valid, consent: 'on' }).consent).toBe('on');
  });

  it('says which field is wrong, in the words the applicant sees', () => {
    const consent =
      'Please agree to the processing of your details so that we can assess your application';
    expect(errorsOf({ ...valid, consent: undefined })).toEqual({ consent });
    expect(errorsOf({ ...valid, consent: 'no' })).toEqual({ consent });
    expect(errorsOf({ ...valid, full_name: '<script>x</script>' })).toEqual({
      full_name: 'Full name cannot contain < or >',
    });
    expect(errorsOf({ ...valid, full_name: ' A ' })).toEqual({
      full_name: 'Enter your full name',
    });
    expect(errorsOf({ ...valid, userEmail: 'amara' })).toEqual({
      userEmail: 'Enter a valid email address',
    });
    expect(errorsOf({ ...valid, phone_number: '12' })).toEqual({
      phone_number: 'Enter a valid phone number',
    });
    expect(errorsOf({ ...valid, cover_letter: 'x'.repeat(5001) })).toEqual({
      cover_letter: 'Cover letter is too long (5000 characters at most)',
    });
    expect(errorsOf({ ...valid, cover_letter: ` ${'x'.repeat(5000)} ` })).toEqual({});
  });

  it('takes only a real job id', () => {
    for (const job_id of ['abc', '0', '-1', '1.5', '2147483648']) {
      expect(errorsOf({ ...valid, job_id })).toHaveProperty('job_id');
    }
    expect(applicationFieldsSchema.parse({ ...valid, job_id: '2147483647' }).job_id).toBe(
      2_147_483_647,
    );
  });
});
