// Written by `npm run registries` from the kinds’ folders: do not edit.

/** The kinds of page the back office edits: one per folder of page-kinds/. */
export const PAGE_KINDS = [
  'about',
  'careers',
  'contact',
  'faq',
  'faq-section',
  'home',
  'legal',
  'news',
  'own',
  'service',
] as const;
