// Redirects of the back office's Redirects screen (/admin/redirects): which addresses they
// accept, in one schema shared by the form and its door. Pure: the form runs it in the browser.
import { z } from 'zod';

/** The longest path a redirect takes, and the longest the Not found log keeps. */
export const SITE_PATH_MAX = 256;
export const TARGET_URL_MAX = 2000;

/** Paths of the site's own machinery: never a page a visitor could have lost. */
const RESERVED = ['/admin', '/api', '/_next', '/media'];

// RFC 3986's path characters without '%': a path here is plain ASCII that needs no encoding, so
// the path stored is the one compared with a request's and the one sent as `Location`, as is.
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
const CONTROL = /\p{Cc}/u;

/** Why `value` is not a path of this site, in the words the form shows; null when it is one. */
export function sitePathProblem(value: string): string | null {
  if (value === '') return 'Enter an address on this site, e.g. /old-page.';
  if (CONTROL.test(value)) return 'No line breaks or other control characters.';
  if (!value.startsWith('/'))
    return 'Start with / (an address on this site, without https:// or the domain).';
  if (value.includes('//')) return 'No // in an address.';
  if (value.includes('..') || value.split('/').includes('.')) return 'No .. or lone . in it.';
  if (value.length > SITE_PATH_MAX) return `At most ${SITE_PATH_MAX} characters.`;
  if (!PATH_CHARACTERS.test(value))
    return "Only letters, digits and - . _ ~ / ! $ & ' ( ) * + , ; = : @ (no spaces, %, ? or #).";
  if (value.length > 1 && value.endsWith('/')) return 'Leave out the / at the end.';
  return null;
}

const isReserved = (path: string) =>
  RESERVED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Why `value` cannot be a redirect's From (a path no page of the site claims); null if it can. */
export function fromProblem(value: string): string | null {
  const problem = sitePathProblem(value);
  if (problem) return problem;
  return isReserved(value)
    ? 'Addresses under /admin, /api, /_next and /media belong to the site itself.'
    : null;
}

/** Why `value` cannot be a redirect's To (a path here or an https address); null if it can. */
export function targetProblem(value: string): string | null {
  if (value === '') return 'Enter where it goes: a path here (/new-page) or an https:// address.';
  if (value.startsWith('/')) return sitePathProblem(value);
  if (CONTROL.test(value) || /\s/.test(value))
    return 'No spaces, line breaks or control characters.';
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value))
    return 'Start with / for a page here, or https:// for another site.';
  if (!/^https:\/\//i.test(value)) return 'An address on another site must start with https://.';
  if (value.length > TARGET_URL_MAX) return `At most ${TARGET_URL_MAX} characters.`;
  if (!URL.canParse(value)) return 'This is not a valid https:// address.';
  const url = new URL(value);
  if (url.username || url.password) return 'No user name or password in the address.';
  return null;
}

const checked = (problem: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const message = problem(value);
      if (message) context.addIssue({ code: 'custom', message });
    });

/**
 * What the form sends and the door reads. An https address is stored as the URL parser writes
 * it (ASCII, escaped), a path as typed: either is a `Location` as it stands, never assembled.
 */
export const redirectInputSchema = z
  .object({
    from: checked(fromProblem),
    to: checked(targetProblem).transform((to) => (to.startsWith('/') ? to : new URL(to).href)),
    permanent: z.boolean(),
  })
  .superRefine((input, context) => {
    if (input.to === input.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'It cannot point to itself.' });
  });
export type RedirectInput = z.infer<typeof redirectInputSchema>;

/** Permanent: 308; temporary: 307 (both keep the method, unlike 301 and 302). */
export const redirectStatus = (permanent: boolean): 307 | 308 => (permanent ? 308 : 307);

/** A redirect as the screen lists it. */
export const redirectSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  permanent: z.boolean(),
  created_at: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectListSchema = z.object({ results: z.array(redirectSchema) });

/**
 * Whether a 404's path goes into the Not found log: one a redirect could take (so never a query,
 * a long or odd path, or the site's machinery), and none that looks like an e-mail address.
 */
export const isLoggablePath = (path: string): boolean =>
  fromProblem(path) === null && !path.includes('@');

/** A row of the Not found log, most frequent first. */
export const notFoundEntrySchema = z.object({
  path: z.string(),
  hits: z.number().int(),
  last_seen: z.string(),
});
export type NotFoundEntry = z.infer<typeof notFoundEntrySchema>;
export const notFoundLogSchema = z.object({
  results: z.array(notFoundEntrySchema),
  /** How many paths the log holds, of which `results` are the most frequent. */
  total: z.number().int(),
});
export type NotFoundLog = z.infer<typeof notFoundLogSchema>;
