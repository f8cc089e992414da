import 'server-only';
import type { NextRequest } from 'next/server';
import { activityQuerySchema } from '@/lib/own-data/activity/schema';

/** ?page=&person=&kind= of a request to the activity doors, parsed (or the zod error). */
export function parseActivityQuery(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  return activityQuerySchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    person: searchParams.get('person') ?? undefined,
    kind: searchParams.get('kind') ?? undefined,
  });
}
