import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { pageRowSchema } from '@/lib/domain/site-page';
import { pageRows } from '@/lib/own-data/pages/page-store';
import { listedPages } from '@/lib/pages/page-kinds';

/** The Pages screen: every public page, with whether it has a draft and when it was published. */
export const GET = adminDoor('content', async () => {
  const stored = new Map((await pageRows()).map((row) => [row.key, row]));
  const rows = listedPages().map((page) => {
    const row = stored.get(page.key);
    return pageRowSchema.parse({
      ...page,
      hasDraft: Boolean(row?.draft),
      publishedAt: row?.publishedAt?.toISOString() ?? null,
    });
  });
  return NextResponse.json(rows);
});
