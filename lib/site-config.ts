// The runtime settings the browser needs for the site chrome: the external blog address and the
// consent-gated widgets. Public pages are prerendered at build, so these values cannot be baked
// into their HTML: the browser reads them from GET /api/site-config, which reads the environment
// of the running server (validated with zod at start, lib/env-schema.ts).
// No zod here: this module runs in the browser on every public page, where even zod/mini adds
// 23 KB (gzip) of script to check three fields our own server wrote.

export type SiteConfig = {
  blogUrl: string | null;
  livechatLicense: string | null;
  bookingUrl: string | null;
};

export const emptySiteConfig: SiteConfig = {
  blogUrl: null,
  livechatLicense: null,
  bookingUrl: null,
};

function webUrl(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The body of GET /api/site-config, or null when it is not a valid configuration. */
export function readSiteConfig(body: unknown): SiteConfig | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const blogUrl = webUrl(record.blogUrl);
  const bookingUrl = webUrl(record.bookingUrl);
  const license = record.livechatLicense;
  const livechatLicense =
    license === null || (typeof license === 'string' && /^\d{1,12}$/.test(license))
      ? license
      : undefined;
  if (blogUrl === undefined || bookingUrl === undefined || livechatLicense === undefined)
    return null;
  return { blogUrl, livechatLicense, bookingUrl };
}
