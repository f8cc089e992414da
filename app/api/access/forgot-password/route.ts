import { after, NextResponse } from 'next/server';
import { sendResetLink } from '@/lib/accounts/access-actions';
import { accessDoor } from '@/lib/doors/access-door';
import { limitOrRefuse } from '@/lib/doors/door';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotAnswerSchema,
  forgotPasswordSchema,
} from '@/lib/accounts/access-schema';
import { RESET_REQUEST_ADDRESS_LIMIT, RESET_REQUEST_IP_LIMIT } from '@/lib/http/rate-limit';

/**
 * { email }: one answer whatever the address, given before any account is looked up (the
 * lookup and the mail run after the response), so neither words nor timing tell.
 */
export const POST = accessDoor(forgotPasswordSchema, RESET_REQUEST_IP_LIMIT, async ({ email }) => {
  await limitOrRefuse(RESET_REQUEST_ADDRESS_LIMIT, email);
  after(() =>
    sendResetLink(email).catch((error: unknown) =>
      console.error('A password reset link could not be queued:', error),
    ),
  );
  return NextResponse.json(forgotAnswerSchema.parse({ message: FORGOT_PASSWORD_ANSWER }));
});
