import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { newServiceInputSchema } from '@/page-kinds/service/shape';
import { pageRowSchema } from '@/lib/domain/site-page';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { addService } from '@/lib/pages/service-writes';
import { addOwnPage } from '@/lib/pages/own-page-writes';
import { newOwnPageInputSchema } from '@/page-kinds/own/shape';
import { pageRows } from '@/lib/own-data/pages/page-store';
import { listedPages } from '@/lib/pages/editable-pages';

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

/**
 * Add service, or with `kind: 'page'` Add page: a new page at its own address, a draft until it
 * is published (201).
 */
export const POST = adminDoor('content', async ({ request, account }) => {
  const body = await readJson(request, 64 * 1024);
  const isPage = typeof body === 'object' && body !== null && 'kind' in body;
  if (isPage) {
    const input = newOwnPageInputSchema.safeParse(body);
    if (!input.success) return invalidInput(input.error);
    return NextResponse.json(await addOwnPage(input.data, account), { status: 201 });
  }
  const input = newServiceInputSchema.safeParse(body);
  if (!input.success) return invalidInput(input.error);
  return NextResponse.json(await addService(input.data, account), { status: 201 });
});
