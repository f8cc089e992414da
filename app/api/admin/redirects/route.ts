import { NextResponse } from 'next/server';
import { redirectInputSchema, redirectListSchema, redirectSchema } from '@/lib/domain/redirect';
import { adminDoor } from '@/lib/doors/admin-door';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { addSiteRedirect, listSiteRedirects } from '@/lib/redirects/redirect-actions';

/** Every redirect, by the address it answers. */
export const GET = adminDoor('redirects', async () =>
  NextResponse.json(redirectListSchema.parse({ results: await listSiteRedirects() })),
);

/**
 * { from, to, permanent }: 201 with the redirect; 400 for a malformed field, 409 with the
 * reason on its field for a clash (a second From, a loop, a chain), a From that is not a 404
 * (a service added in the back office included, live or unpublished as ended) or one of the
 * site's internal addresses (/_service, /_missing…).
 */
export const POST = adminDoor('redirects', async ({ request, account }) => {
  const parsed = redirectInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const added = await addSiteRedirect(account, parsed.data);
  if (added.conflict) {
    const { field, message } = added.conflict;
    return jsonError(409, INVALID_FIELDS_MESSAGE, { [field]: message });
  }
  return NextResponse.json(redirectSchema.parse(added.redirect), { status: 201 });
});
