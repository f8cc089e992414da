// A person's e-mail address as the back office looks for it and sends to it. Pure.
import { z } from 'zod';

const ADDRESS_MESSAGE = 'Enter the person’s e-mail address, like name@example.com';

/**
 * The address a request is about, as every store is searched for it: trimmed and lower-cased,
 * so "Ada@Example.com " finds what was sent as "ada@example.com".
 */
export const addressSchema = z
  .string(ADDRESS_MESSAGE)
  .trim()
  .toLowerCase()
  .min(1, ADDRESS_MESSAGE)
  .max(254, 'An e-mail address has at most 254 characters')
  .pipe(z.email(ADDRESS_MESSAGE));
