import { NextResponse } from 'next/server';
import { applicationUpdateSchema } from '@/lib/own-data/applications/schema';
import { removeApplication, setApplicationStatus } from '@/lib/own-data/applications/store';
import { adminRoute, parseId } from '@/lib/auth/admin-route';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';

const NOT_FOUND = 'Application not found';

export const PATCH = adminRoute<{ id: string }>('applications', async ({ request, params }) => {
  const id = parseId(params.id);
  const parsed = applicationUpdateSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const application = await setApplicationStatus(id, parsed.data.status);
  return application ? NextResponse.json(application) : jsonError(404, NOT_FOUND);
});

export const DELETE = adminRoute<{ id: string }>('applications', async ({ params }) => {
  const removed = await removeApplication(parseId(params.id));
  return removed ? new Response(null, { status: 204 }) : jsonError(404, NOT_FOUND);
});
