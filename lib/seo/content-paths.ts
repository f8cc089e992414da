import { publicPages } from '@/lib/content/public-pages';

/** The public pages whose content is in the code (not read from the Backend). */
export function contentPaths(): string[] {
  return publicPages()
    .filter((page) => !page.listsData)
    .map((page) => page.path);
}
