import { z } from 'zod';
import { contactInputSchema } from '@/lib/domain/contact-input';
import { readContactBody } from '@/lib/forms/contact-body';
import { fieldErrors } from '@/lib/http/field-errors';
import { publicFormDoor } from '@/lib/doors/public-form-door';
import { CONTACT_LIMIT } from '@/lib/http/rate-limit';
import { receiveEnquiry } from '@/lib/inbox/receive-enquiry';
import { contactOutcomes } from '@/lib/content/form-outcomes';
import { pathOf } from '@/lib/content/page-paths';

// A field people never see: whatever fills it is a bot, answered as if it had succeeded.
const honeypotSchema = z.object({ website: z.string().optional() });

export const POST = publicFormDoor({
  outcomes: contactOutcomes,
  limit: CONTACT_LIMIT,
  page: () => pathOf('contact'),
  read: readContactBody,
  trap: (body) => Boolean(honeypotSchema.safeParse(body).data?.website),
  parse: (body) => {
    const parsed = contactInputSchema.safeParse(body);
    return parsed.success
      ? { ok: true, input: parsed.data }
      : { ok: false, fields: fieldErrors(parsed.error) };
  },
  write: async (input, source) => {
    await receiveEnquiry(input, source);
    return { json: { ok: true } };
  },
});
