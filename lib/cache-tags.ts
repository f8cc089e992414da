// Tags of the cached Backend reads behind public pages; every back-office write expires its tag.
export const NEWS_TAG = 'news';
export const JOBS_TAG = 'jobs';
/** Changes made directly in the upstream show within this many seconds. */
export const PUBLIC_DATA_TTL = 30;
