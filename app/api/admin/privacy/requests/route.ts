import { NextResponse } from 'next/server';
import { adminRoute } from '@/lib/auth/admin-route';
import { listRequests } from '@/lib/privacy/request-log';

/** The latest export and erasure requests: dates, hash prefixes, counts, outcome. */
export const GET = adminRoute('privacy', async () =>
  NextResponse.json({ results: await listRequests() }),
);
