import type { z } from 'zod';
import { ApiError } from '../queries/api-fetch';

export type FieldErrors = Record<string, string | undefined>;

/** A form's own check, field by field, as the door would answer it. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
  return fields;
}

/** A refused or failed change, field by field where the door said which field. */
export function failureByField(failure: unknown): FieldErrors {
  if (!(failure instanceof ApiError)) {
    return { form: 'The change could not be sent. Check the connection and try again.' };
  }
  if (failure.fields && Object.keys(failure.fields).length > 0) return failure.fields;
  return { form: failure.serverMessage ?? failure.message };
}
