import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { newServiceInputSchema } from '@/lib/domain/service-page';
import { pageRowSchema } from '@/lib/domain/site-page';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { addService } from '@/lib/pages/service-writes';
import { pageRows } from '@/lib/own-data/pages/page-store';
import { listedPages } from '@/lib/pages/page-kinds';

/** The Pages screen: every public page, with whether it has a draft and when it was published. */
export const GET = adminDoor('content', async () => {
  const stored = new Map((await pageRows()).map((row) => [row.key, row]));
  const rows = (await listedPages()).map((page) => {
    const row = stored.get(page.key);
    return pageRowSchema.parse({
      ...page,
      hasDraft: Boolean(row?.draft),
      publishedAt: row?.publishedAt?.toISOString() ?? null,
      scheduledAt: row?.scheduledAt?.toISOString() ?? null,
      ...(page.status ? { status: page.status } : {}),
    });
  });
  return NextResponse.json(rows);
});

/** Add service: a new service page at its own address, a draft until it is published (201). */
export const POST = adminDoor('content', async ({ request, account }) => {
  const input = newServiceInputSchema.safeParse(await readJson(request, 64 * 1024));
  if (!input.success) return invalidInput(input.error);
  return NextResponse.json(await addService(input.data, account), { status: 201 });
});
