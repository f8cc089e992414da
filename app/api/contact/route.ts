import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { contactInputSchema } from '@/lib/backend/types';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-body';
import { fromError, invalidInput } from '@/lib/http/respond';

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const parsed = contactInputSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalidInput(parsed.error);
    const backend = await getBackend();
    await backend.createMessage(parsed.data);
    return NextResponse.json({ ok: true }, { status: 201 });
  } catch (error) {
    return fromError(error);
  }
}
