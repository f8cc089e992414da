import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import type { errorBodySchema } from '@/lib/http/error-body';
import { BackendError } from '@/lib/domain/backend-error';
import { fieldErrors, INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';

/** Every failure answers in one shape: { error, fields? }. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function jsonError(status: number, error: string, fields?: Record<string, string>) {
  const body: ErrorBody = fields ? { error, fields } : { error };
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

// The base error type, so that schemas written with zod/mini (lib/forms) are answered too.
export function invalidInput(error: z.core.$ZodError) {
  return jsonError(400, INVALID_FIELDS_MESSAGE, fieldErrors(error));
}

const statusOf: Record<BackendError['kind'], number> = {
  not_found: 404,
  invalid: 400,
  upstream: 502,
  unavailable: 503,
};

/** Maps anything thrown by a Backend to an answer; never leaks a stack trace. */
export function fromError(error: unknown) {
  if (error instanceof HttpError) return jsonError(error.status, error.message, error.fields);
  if (error instanceof BackendError) {
    return jsonError(statusOf[error.kind], error.upstreamMessage ?? error.message);
  }
  console.error('[api]', error);
  return jsonError(500, 'Something went wrong on our side. Please try again.');
}

/**
 * For the news forms, which word a failure "Failed to post news: " plus the server's own
 * message, or "Server error" when it gave none (as the old product did): a failure of the
 * firm's API or of the database without words of its own is answered with "Server error".
 */
export function withServerErrorWording(error: unknown): never {
  if (error instanceof BackendError && error.kind !== 'not_found' && !error.upstreamMessage) {
    throw new BackendError(error.kind, error.message, 'Server error');
  }
  throw error;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Messages by field, for a refusal the form shows beside its fields. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
