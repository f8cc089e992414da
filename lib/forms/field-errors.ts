import type { z } from 'zod/mini';

/**
 * The first message for each field of a failed parse, as the forms show them beside their
 * fields (public forms on zod/mini schemas, admin forms on classic ones: the base error type
 * serves both).
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
  return fields;
}
