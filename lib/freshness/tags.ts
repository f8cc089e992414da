// The cache tags of the public data, one per kind of back-office content: a cached read carries
// its kind's tag, so does every page built from it, and a write expires the tag (expire.ts).
export const NEWS_TAG = 'news';
export const JOBS_TAG = 'jobs';
/** The firm's contact details (the back office's Settings): every public page carries it. */
export const COMPANY_TAG = 'company';
/** The header and footer menus (the back office's Menus): every public page carries it. */
export const MENUS_TAG = 'menus';
/** One page's copy as the firm publishes it (lib/pages/published-copy.ts): a publish expires that page only. */
export const pageTag = (key: string) => `page:${key}` as const;
/** The list of services (titles, menu names, summaries, pictures, addresses): every page's menus. */
export const SERVICES_TAG = 'services';
/** The pages of the firm's own (their addresses and status): the routes that answer them. */
export const OWN_PAGES_TAG = 'own-pages';
/** The redirects, and every 404 of a data page that looked for one (lib/redirects/). */
export const REDIRECTS_TAG = 'redirects';
export type DataTag =
  | typeof NEWS_TAG
  | typeof JOBS_TAG
  | typeof COMPANY_TAG
  | typeof MENUS_TAG
  | typeof REDIRECTS_TAG
  | typeof SERVICES_TAG
  | typeof OWN_PAGES_TAG
  | ReturnType<typeof pageTag>;

/**
 * How long a cached read is fresh. A data page is regenerated at most 10 s after it was made
 * (its `revalidate`, a literal in each page because Next reads it statically) and may then still
 * read data up to this old, both stale-while-revalidate: a change made directly in the upstream
 * shows within 10 + 10 s to a visitor who keeps looking, under docs/design.md's 30 s.
 */
export const PUBLIC_DATA_TTL = 10;
