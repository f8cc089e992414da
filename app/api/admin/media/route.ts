import { NextResponse } from 'next/server';
import { mediaListQuerySchema, mediaListSchema } from '@/lib/domain/media-library';
import { invalidInput } from '@/lib/http/respond';
import { adminDoor } from '@/lib/doors/admin-door';
import { parsePage } from '@/lib/doors/params';
import { readMediaForm } from '@/lib/forms/media-form';
import { mediaLibraryPage } from '@/lib/media-library/media-library';
import type { MediaUpload } from '@/lib/own-data/media/media-file';
import { saveMedia } from '@/lib/own-data/media/store';

// Whoever writes rich text may pick from the library; the library screen itself is 'media', and
// only a 'media' role is told where each picture is used (lib/media-library/media-library.ts).
const WRITERS = ['jobs', 'news', 'content', 'media'] as const;

/** The library, newest first; `?uses=no` (the editor's picker) leaves out where each is used. */
export const GET = adminDoor(WRITERS, async ({ request, account }) => {
  const query = mediaListQuerySchema.safeParse({
    uses: request.nextUrl.searchParams.get('uses') ?? undefined,
  });
  if (!query.success) return invalidInput(query.error);
  const list = await mediaLibraryPage(parsePage(request), query.data.uses === 'yes', account.role);
  return NextResponse.json(mediaListSchema.parse(list));
});

/** An image for news or job text, uploaded from the editor: stored, then named by its address. */
export const POST = adminDoor(['jobs', 'news'], async ({ request, account }) => {
  const { bytes, contentType, width, height } = await readMediaForm(request);
  const details = { width, height, createdBy: account.name };
  const body: MediaUpload = { src: await saveMedia(bytes, contentType, details) };
  return NextResponse.json(body, { status: 201 });
});
