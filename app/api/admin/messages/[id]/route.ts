import { getBackend } from '@/lib/backend';
import { adminRoute, parseId } from '@/lib/http/admin-route';

export const DELETE = adminRoute<{ id: string }>(async ({ params }) => {
  const backend = await getBackend();
  await backend.removeMessage(parseId(params.id));
  return new Response(null, { status: 204 });
});
