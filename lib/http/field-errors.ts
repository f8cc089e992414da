import type { z } from 'zod/mini';

/** What every door answers (400) beside the field messages of a refused form. */
export const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

/**
 * The first message for each field of a failed parse, as the forms show them beside their
 * fields and the doors answer them (public forms on zod/mini schemas, admin forms on classic
 * ones: the base error type serves both). A field in a list is named by its path
 * (`phones.1.number`); a problem with the whole body is under `body`.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    fields[issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'] ??= issue.message;
  }
  return fields;
}

/**
 * As fieldErrors, for forms with lists: each message under its field's whole path
 * (`included.2.title`), so the editor can show it beside that item's field.
 */
export function nestedFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return fields;
}
