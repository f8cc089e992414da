import { publicPages } from '@/lib/content/public-pages';

/**
 * The public pages whose content is in the code (not read from the Backend); without the
 * services when `services` is false (the sitemap lists them at their published addresses).
 */
export function contentPaths({ services = true } = {}): string[] {
  return publicPages()
    .filter((page) => !page.listsData && (services || page.kind !== 'service'))
    .map((page) => page.path);
}
