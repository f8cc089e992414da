// lib/'s folders in layers, lowest first: a folder imports only from folders of lower layers
// (never its own layer's others, never a higher one), so dependencies point one way and no two
// folders import each other. Read by eslint.config.mjs (an import pointing up fails lint) and by
// scripts/check-lib-layers.mjs (which counts the imports, tests included, and names offenders).
// docs/architecture.md says what each folder holds.
export const LIB_LAYERS = [
  // The vocabulary (zod shapes, kinds, errors), taking turns on the server's thread, dates and
  // text as pages show them, the visitor's consent in the browser: they import nothing of lib/.
  ['domain', 'runtime', 'dates', 'text', 'consent'],
  // The firm's copy as the code seeds it, in the domain's shapes; the environment and sealing;
  // judging files by their bytes.
  ['content', 'config', 'files'],
  // Sanitising and highlighting stored rich text; the booking page's settings.
  ['rich-text', 'booking'],
  // The product's own database: schema, client, migrations, and its small stores.
  ['own-data'],
  // Request plumbing: origin, bodies, client IP, rate limits, route parameters, error answers.
  ['http'],
  ['mail', 'backup'],
  // The firm's data through one interface; team accounts; job applications.
  ['backend', 'accounts', 'applications'],
  // Sign-in and sessions; the inbox; the dashboard's figures; CSV exports; freshness (the page
  // cache, its tags and expiry, the cached reads of the public pages); the public chrome's settings.
  ['auth', 'inbox', 'dashboard', 'csv-export', 'freshness', 'chrome'],
  // The services' pages as the site lists them; the company details (their reads and the save).
  ['services', 'company-details'],
  // The pages of the firm's own (built from sections) as the public site reads them.
  ['own-pages'],
  // The site's pages as the firm edits them: kinds, drafts, previews, publishing; the news (its
  // drafts, scheduled posts posted when due, each change of a published item); redirects and 404s.
  ['pages', 'news', 'redirects'],
  // The jobs (one file per change, with what follows every change declared once, and a job's
  // address); SEO (metadata, JSON-LD, sitemaps, the feed); every route handler's way in (one
  // core and the admin, account, public form and backup doors over it); site search; the header
  // and footer menus (their read, the pages a link may name, the Menus screen's save).
  ['jobs', 'seo', 'doors', 'search', 'menus'],
  // What forms send and how their doors read them; people's data rights; the server's start;
  // the media library (where uploaded pictures are used, their descriptions, removal).
  ['forms', 'privacy', 'server', 'media-library'],
];
