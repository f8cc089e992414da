import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getBackend } from '@/lib/backend';
import { contactInputSchema } from '@/lib/backend/types';
import { clientIp } from '@/lib/http/client-ip';
import { readContactBody } from '@/lib/http/contact-body';
import { assertSameOrigin } from '@/lib/http/origin';
import { fromError, invalidInput, jsonError } from '@/lib/http/respond';
import { CONTACT_LIMIT, hitRateLimit } from '@/lib/rate-limit';

const TOO_MANY = 'Too many messages from your connection. Please wait a minute and try again.';
// A field people never see: whatever fills it is a bot, answered as if it had succeeded.
const honeypotSchema = z.object({ website: z.string().optional() });

const backToForm = (request: Request, outcome: string) =>
  NextResponse.redirect(new URL(`/contact-us#${outcome}`, request.url), 303);

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const { body, isForm } = await readContactBody(request);
    const trap = honeypotSchema.safeParse(body);
    if (trap.success && trap.data.website) {
      return isForm ? backToForm(request, 'message-sent') : NextResponse.json({ ok: true }, { status: 201 });
    }
    if (!(await hitRateLimit(CONTACT_LIMIT, await clientIp()))) {
      return isForm ? backToForm(request, 'message-limited') : jsonError(429, TOO_MANY);
    }
    const parsed = contactInputSchema.safeParse(body);
    if (!parsed.success) return isForm ? backToForm(request, 'message-invalid') : invalidInput(parsed.error);
    await (await getBackend()).createMessage(parsed.data);
    return isForm ? backToForm(request, 'message-sent') : NextResponse.json({ ok: true }, { status: 201 });
  } catch (error) {
    return fromError(error);
  }
}
