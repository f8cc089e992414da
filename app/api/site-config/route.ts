import { NextResponse } from 'next/server';
import { bookingSettings } from '@/lib/site/booking/booking-settings';
import { env } from '@/lib/config/env';
import type { SiteConfig } from '@/lib/config/site-config';

// Read on every request: the values belong to the running server, not to the build.
export const dynamic = 'force-dynamic';

export function GET() {
  const { BLOG_URL, LIVECHAT_LICENSE } = env();
  const booking = bookingSettings();
  const body: SiteConfig = {
    blogUrl: BLOG_URL ?? null,
    livechatLicense: LIVECHAT_LICENSE ?? null,
    bookingUrl: booking?.url ?? null,
    bookingPageSettings: booking?.pageSettings ?? null,
  };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
