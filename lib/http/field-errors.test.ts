import { describe, expect, it } from 'vitest';
import { companyDetailsSchema } from '@/lib/domain/company-details';
import { jobInputSchema } from '@/lib/domain/job';
import { fieldErrors } from './field-errors';

describe('field errors', () => {
  it('name a field by its name, and one inside a list by its path', () => {
    const job = jobInputSchema.safeParse({ end_date: 'soon', title: '' });
    expect(Object.keys(fieldErrors(job.error!))).toEqual(
      expect.arrayContaining(['end_date', 'title']),
    );
    const details = companyDetailsSchema.safeParse({
      phones: [
        { number: '0121 496 0734', label: 'Office' },
        { number: 'call me', label: 'Mobile' },
      ],
    });
    const fields = fieldErrors(details.error!);
    expect(fields['phones.1.number']).toMatch(/^Enter a phone number/);
    expect(fields).not.toHaveProperty('phones.0.number');
    expect(fields).not.toHaveProperty('phones');
  });

  it('keep only the first message of each field, and put the whole body’s under `body`', () => {
    const parsed = jobInputSchema.safeParse(null);
    expect(fieldErrors(parsed.error!)).toEqual({ body: expect.any(String) });
  });
});
