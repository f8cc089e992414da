import { NextResponse } from 'next/server';
import { discardApplication, markApplication } from '@/lib/applications/application-changes';
import { applicationUpdateSchema } from '@/lib/domain/application';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';

const NOT_FOUND = 'Application not found';

export const PATCH = adminDoor<{ id: string }>(
  'applications',
  async ({ request, params, account }) => {
    const id = parseId(params.id);
    const parsed = applicationUpdateSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalidInput(parsed.error);
    const application = await markApplication(account, id, parsed.data.status);
    return application ? NextResponse.json(application) : jsonError(404, NOT_FOUND);
  },
);

export const DELETE = adminDoor<{ id: string }>('applications', async ({ params, account }) => {
  const removed = await discardApplication(account, parseId(params.id));
  return removed ? new Response(null, { status: 204 }) : jsonError(404, NOT_FOUND);
});
