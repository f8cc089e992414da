import { fixedPages } from './page-paths';

// Addresses a service may never take: the first segment of every page of the registry and of
// every route and public file of the app (lib/content/reserved-addresses.test.ts checks app/ and
// public/ against this list, so a new route cannot be missed), and the names of the site's
// machinery and crawler files.
const ROUTES = [
  ...['admin', 'api', 'media', 'careers', 'news', 'read-a-news', 'all-news', 'faq', 'search'],
  ...['sitemap', 'sitemap-pages', 'server-sitemap', 'robots', 'icon', 'favicon', 'images'],
  ...['_next', '_missing', '_nowhere', '_service', '_live', 'manifest', 'index', 'static'],
  'public',
];

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** The addresses no service may take. */
export const reservedAddresses: ReadonlySet<string> = new Set([
  ...Object.values(fixedPages)
    .map((page) => firstSegment(page.path))
    .filter(Boolean),
  ...ROUTES,
]);
