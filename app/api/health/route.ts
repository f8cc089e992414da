import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { door } from '@/lib/doors/door';

export const dynamic = 'force-dynamic';

export const GET = door({ sameOrigin: 'never' }, async () => {
  try {
    const backend = await getBackend();
    await backend.health();
    return NextResponse.json({ status: 'ok', backend: backend.kind });
  } catch {
    return NextResponse.json({ status: 'unavailable' }, { status: 503 });
  }
});
