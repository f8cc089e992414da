import 'server-only';
import type { NextRequest } from 'next/server';
import { idSchema } from '@/lib/domain/id';
import { pageQuerySchema } from '@/lib/domain/paging';
import { HttpError } from '@/lib/http/respond';

/** An item's id from the door's path; anything else is an item that does not exist. */
export function parseId(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, 'Not found.');
  return parsed.data;
}

export function parsePage(request: NextRequest): number {
  const parsed = pageQuerySchema.safeParse({
    page: request.nextUrl.searchParams.get('page') ?? undefined,
  });
  if (!parsed.success) throw new HttpError(400, 'The page must be a whole number from 1.');
  return parsed.data.page;
}
