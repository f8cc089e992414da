import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';

export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    const backend = await getBackend();
    await backend.health();
    return NextResponse.json({ status: 'ok', backend: backend.kind });
  } catch {
    return NextResponse.json({ status: 'unavailable' }, { status: 503 });
  }
}
