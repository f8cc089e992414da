import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { removeSiteRedirect } from '@/lib/redirects/redirect-actions';

export const DELETE = adminDoor<{ id: string }>('redirects', async ({ params, account }) => {
  await removeSiteRedirect(account, parseId(params.id));
  return new Response(null, { status: 204 });
});
