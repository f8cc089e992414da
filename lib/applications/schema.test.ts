import { describe, expect, it } from 'vitest';
import { applicationFieldsSchema, type ApplicationFields } from './schema';

const valid = {
  job_id: '12',
  full_name: 'Amara Okafor',
  userEmail: 'amara@example.com',
  phone_number: '+44 121 496 0000',
  cover_letter: '  I have run a busy reception for five years.  ',
  consent: 'yes' as const,
};
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = applicationFieldsSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
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
  });

  it('says which field is wrong', () => {
    expect(errorsOf({ ...valid, consent: undefined })).toHaveProperty('consent');
    expect(errorsOf({ ...valid, full_name: '<script>x</script>' })).toHaveProperty('full_name');
    expect(errorsOf({ ...valid, userEmail: 'amara' })).toHaveProperty('userEmail');
    expect(errorsOf({ ...valid, cover_letter: 'x'.repeat(5001) }).cover_letter).toMatch(/5000/);
    expect(errorsOf({ ...valid, job_id: 'abc' })).toHaveProperty('job_id');
  });
});
