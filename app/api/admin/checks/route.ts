import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { textAndRichText } from '@/lib/domain/copy-parts';
import { textChecksInputSchema } from '@/lib/domain/page-checks';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { copyChecksNow } from '@/lib/redirects/copy-checks-now';

/**
 * The news and jobs editors' "Checks" list: the checks before publishing of their title and rich
 * text as typed (a POST, as the copy is the body; nothing is stored).
 */
export const POST = adminDoor(['jobs', 'news'], async ({ request }) => {
  const input = textChecksInputSchema.safeParse(await readJson(request, 512 * 1024));
  if (!input.success) return invalidInput(input.error);
  const { text, html } = input.data;
  return NextResponse.json({ checks: await copyChecksNow(textAndRichText(text, html)) });
});
