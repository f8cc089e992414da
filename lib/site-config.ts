// The runtime settings the browser needs for the site chrome: the external blog address and the
// consent-gated widgets. Public pages are prerendered at build, so these values cannot be baked
// into their HTML: the browser reads them from GET /api/site-config, which reads the environment
// of the running server. zod/mini: this schema runs in the browser.
import * as z from 'zod/mini';

export const siteConfigSchema = z.object({
  blogUrl: z.nullable(z.url()),
  livechatLicense: z.nullable(z.string().check(z.regex(/^\d{1,12}$/))),
  bookingUrl: z.nullable(z.url()),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const emptySiteConfig: SiteConfig = {
  blogUrl: null,
  livechatLicense: null,
  bookingUrl: null,
};
