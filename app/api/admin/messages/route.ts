import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { messageListQuerySchema } from '@/lib/domain/message';
import { adminDoor } from '@/lib/doors/admin-door';
import { invalidInput } from '@/lib/http/respond';
import { listInbox } from '@/lib/inbox/list';

/** GET ?page=&status=&service=&q=: a page of the inbox, filtered as far as the Backend can. */
export const GET = adminDoor('messages', async ({ request }) => {
  const { searchParams } = request.nextUrl;
  const parsed = messageListQuerySchema.safeParse({
    page: searchParams.get('page') ?? undefined,
    status: searchParams.get('status') ?? undefined,
    service: searchParams.get('service') ?? undefined,
    q: searchParams.get('q') ?? undefined,
  });
  if (!parsed.success) return invalidInput(parsed.error);
  const { page, ...filter } = parsed.data;
  return NextResponse.json(await listInbox(await getBackend(), page, filter));
});
