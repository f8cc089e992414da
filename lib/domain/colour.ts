import * as z from 'zod/mini';

/** A colour as Calendly takes it: six hex digits, no '#' (one is accepted and dropped). */
export const hexColourSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.regex(/^#?[0-9a-f]{6}$/i, 'must be a colour of six hex digits, e.g. 0b3d91'),
    ),
  z.transform((value: string) => value.replace('#', '').toLowerCase()),
);
