import { PAGE_SIZE } from '@/lib/domain/paging';

type Adjacent = { previous: number | null; next: number | null };

/** The page a list answer belongs to, read from its neighbours. */
export const pageOf = ({ previous, next }: Adjacent): number =>
  previous !== null ? previous + 1 : next !== null ? next - 1 : 1;

/** docs/spec.md section 9: visitors come ten to a page and their serial numbers run on across pages. */
export const serialNumber = (page: number, index: number) => (page - 1) * PAGE_SIZE + index + 1;

/**
 * The address of page `page` of a list at `basePath`, which may carry its own query (a filter):
 * page 1 has no ?page, so the list's plain address stays its first page.
 */
export function pageHref(basePath: string, page: number): string {
  const [path, query] = basePath.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(query);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
