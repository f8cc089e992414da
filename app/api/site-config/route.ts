import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import type { SiteConfig } from '@/lib/site-config';

// Read on every request: the values belong to the running server, not to the build.
export const dynamic = 'force-dynamic';

export function GET() {
  const { BLOG_URL, LIVECHAT_LICENSE, BOOKING_URL } = env();
  const body: SiteConfig = {
    blogUrl: BLOG_URL ?? null,
    livechatLicense: LIVECHAT_LICENSE ?? null,
    bookingUrl: BOOKING_URL ?? null,
  };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
