import { NextResponse } from 'next/server';
import { applicationsQuerySchema } from '@/lib/domain/application';
import { listApplications } from '@/lib/applications/store';
import { adminDoor } from '@/lib/doors/admin-door';
import { invalidInput } from '@/lib/http/respond';

// Applications are the product's own data (docs/design.md): read from its database, not the Backend.
export const GET = adminDoor('applications', async ({ request }) => {
  const { searchParams } = request.nextUrl;
  const parsed = applicationsQuerySchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    job: searchParams.get('job') ?? undefined,
  });
  if (!parsed.success) return invalidInput(parsed.error);
  return NextResponse.json(await listApplications(parsed.data));
});
