import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { listRequests } from '@/lib/privacy/request-log';

/** The latest export and erasure requests: dates, hash prefixes, counts, outcome. */
export const GET = adminDoor('privacy', async () =>
  NextResponse.json({ results: await listRequests() }),
);
