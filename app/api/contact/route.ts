import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getBackend } from '@/lib/backend';
import { contactInputSchema } from '@/lib/backend/types';
import { clientIp } from '@/lib/http/client-ip';
import { readContactBody } from '@/lib/forms/contact-body';
import { assertSameOrigin } from '@/lib/http/origin';
import { fromError, invalidInput, jsonError } from '@/lib/http/respond';
import { leadSourceInputSchema } from '@/lib/own-data/leads/source-schema';
import { recordLeadSource } from '@/lib/own-data/leads/source-store';
import { enquiryMails } from '@/lib/mail/lead-mails';
import { wakeOutboxSender } from '@/lib/mail/outbox-sender';
import { CONTACT_LIMIT, hitRateLimit } from '@/lib/http/rate-limit';
import { contactOutcomes } from '@/lib/site/form-outcomes';
import { contactContent } from '@/lib/content/pages';

// A field people never see: whatever fills it is a bot, answered as if it had succeeded.
const honeypotSchema = z.object({ website: z.string().optional() });

// A relative Location: request.url names the server's own host, which may not be the one the
// visitor used, and CSP form-action would refuse a redirect to another origin.
const backToForm = (outcome: keyof typeof contactOutcomes) =>
  new Response(null, {
    status: 303,
    headers: { Location: `/contact-us#${contactOutcomes[outcome].id}` },
  });

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const { body, isForm } = await readContactBody(request);
    const trap = honeypotSchema.safeParse(body);
    if (trap.success && trap.data.website) {
      return isForm ? backToForm('sent') : NextResponse.json({ ok: true }, { status: 201 });
    }
    if (!(await hitRateLimit(CONTACT_LIMIT, await clientIp()))) {
      return isForm ? backToForm('limited') : jsonError(429, contactContent.form.limitedMessage);
    }
    const parsed = contactInputSchema.safeParse(body);
    if (!parsed.success) return isForm ? backToForm('invalid') : invalidInput(parsed.error);
    const created = await (
      await getBackend()
    ).createMessage(parsed.data, await enquiryMails(parsed.data));
    await recordLeadSource(
      'message',
      created.id,
      leadSourceInputSchema.safeParse(body).data ?? null,
    );
    wakeOutboxSender();
    return isForm ? backToForm('sent') : NextResponse.json({ ok: true }, { status: 201 });
  } catch (error) {
    return fromError(error);
  }
}
