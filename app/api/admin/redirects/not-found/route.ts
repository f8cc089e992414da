import { NextResponse } from 'next/server';
import { notFoundLogSchema } from '@/lib/domain/redirect';
import { adminDoor } from '@/lib/doors/admin-door';
import { notFoundLog } from '@/lib/redirects/redirect-actions';

/** The Not found log: the most frequent addresses that answered 404, and how many it holds. */
export const GET = adminDoor('redirects', async () =>
  NextResponse.json(notFoundLogSchema.parse(await notFoundLog())),
);
