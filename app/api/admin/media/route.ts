import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { readMediaForm } from '@/lib/forms/media-form';
import type { MediaUpload } from '@/lib/own-data/media/media-file';
import { saveMedia } from '@/lib/own-data/media/store';

/** An image for news or job text, uploaded from the editor: stored, then named by its address. */
export const POST = adminDoor(['jobs', 'news'], async ({ request }) => {
  const { bytes, contentType } = await readMediaForm(request);
  const body: MediaUpload = { src: await saveMedia(bytes, contentType) };
  return NextResponse.json(body, { status: 201 });
});
