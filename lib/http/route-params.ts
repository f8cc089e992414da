// Page and id parameters of the admin routes, read with the same schemas as the admin doors.
import { idSchema } from '@/lib/domain/id';
import { messageFilterSchema, type MessageFilter } from '@/lib/domain/message';
import { pageQuerySchema } from '@/lib/domain/paging';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?page=n, or 1 for anything that is not a page number. */
export async function pageParam(searchParams: SearchParams): Promise<number> {
  const parsed = pageQuerySchema.safeParse({ page: (await searchParams).page });
  return parsed.success ? parsed.data.page : 1;
}

/** ?name=id (a filter), or undefined for anything that is not an id. */
export async function idQueryParam(
  searchParams: SearchParams,
  name: string,
): Promise<number | undefined> {
  const parsed = idSchema.safeParse((await searchParams)[name]);
  return parsed.success ? parsed.data : undefined;
}

/** A route id, or null when it cannot be one (the page then shows its not-found state). */
export function idParam(value: string): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** ?status=&service=&q= of the Messages screen; a query that cannot be a filter shows them all. */
export async function messageFilterParams(searchParams: SearchParams): Promise<MessageFilter> {
  const { status, service, q } = await searchParams;
  const parsed = messageFilterSchema.safeParse({ status, service, q });
  return parsed.success ? parsed.data : { status: 'all' };
}
