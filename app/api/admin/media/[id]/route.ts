import { NextResponse } from 'next/server';
import { can } from '@/lib/accounts/roles';
import { FORBIDDEN_MESSAGE } from '@/lib/auth/forbidden';
import {
  mediaDescriptionInputSchema,
  mediaDescriptionResultSchema,
  mediaItemSchema,
  UNKNOWN_MEDIA,
} from '@/lib/domain/media-library';
import { adminDoor } from '@/lib/doors/admin-door';
import { readJson } from '@/lib/http/read-body';
import { HttpError, invalidInput } from '@/lib/http/respond';
import { describeMedia } from '@/lib/media-library/describe-media';
import { knownMedia } from '@/lib/media-library/media-library';
import { removeMedia } from '@/lib/media-library/remove-media';
import { mediaIdSchema } from '@/lib/own-data/media/media-file';

type Params = { id: string };

/** The id from the path; anything that is no media id is a picture the library does not hold. */
function mediaId(value: string): string {
  const parsed = mediaIdSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, UNKNOWN_MEDIA);
  return parsed.data;
}

export const GET = adminDoor<Params>('media', async ({ params }) =>
  NextResponse.json(mediaItemSchema.parse(await knownMedia(mediaId(params.id)))),
);

/**
 * { description, everywhere }: the picture's description ('' decorative); with everywhere, its
 * alt text rewritten wherever it is used. Writers describe the pictures they upload too.
 */
export const PATCH = adminDoor<Params>(
  ['jobs', 'news', 'content', 'media'],
  async ({ request, params, account }) => {
    const id = mediaId(params.id);
    const parsed = mediaDescriptionInputSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalidInput(parsed.error);
    // Rewriting every text is the library's, not a single writer's.
    if (parsed.data.everywhere && !can(account.role, 'media'))
      throw new HttpError(403, FORBIDDEN_MESSAGE);
    const result = await describeMedia(id, parsed.data, account);
    return NextResponse.json(mediaDescriptionResultSchema.parse(result));
  },
);

/** 204; 409 naming where it is used; 404 for a picture the library does not hold. */
export const DELETE = adminDoor<Params>('media', async ({ params, account }) => {
  await removeMedia(mediaId(params.id), account);
  return new Response(null, { status: 204 });
});
