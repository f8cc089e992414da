// lib/'s folders in layers, lowest first: a folder imports only from folders of lower layers
// (never its own layer's others, never a higher one), so dependencies point one way and no two
// folders import each other. Read by eslint.config.mjs (an import pointing up fails lint) and by
// scripts/check-lib-layers.mjs (which counts the imports, tests included, and names offenders).
// docs/architecture.md says what each folder holds.
export const LIB_LAYERS = [
  // The vocabulary (zod shapes, kinds, errors), and taking turns on the server's thread: they
  // import nothing of lib/.
  ['domain', 'runtime'],
  // The firm's copy as the code seeds it, in the domain's shapes; the environment and sealing;
  // judging files by their bytes.
  ['content', 'config', 'files'],
  // Sanitising and highlighting stored rich text.
  ['rich-text'],
  // The product's own database: schema, client, migrations, and its small stores.
  ['own-data'],
  // Request plumbing: origin, bodies, client IP, rate limits, error answers.
  ['http'],
  ['mail', 'backup'],
  // The firm's data through one interface; team accounts; job applications.
  ['backend', 'accounts', 'applications'],
  // Sign-in and sessions; the dashboard's figures and CSV exports; the inbox; public pages' reads.
  ['auth', 'admin', 'inbox', 'site'],
  // The site's pages as the firm edits them: kinds, drafts, previews, publishing; the news (its
  // drafts, scheduled posts posted when due, each change of a published item) and the jobs (one
  // file per change, with what follows every change declared once); the company details.
  ['pages', 'news', 'jobs', 'company-details'],
  // Every route handler's way in: one core (admission, Origin, rate limit, error answer,
  // Cache-Control) and the admin, account, public form and backup doors over it. Site search,
  // which reads every page's published copy.
  ['doors', 'search'],
  // What forms send and how their doors read them; people's data rights; the server's start;
  // the media library (where uploaded pictures are used, their descriptions, removal).
  ['forms', 'privacy', 'server', 'media-library'],
];
