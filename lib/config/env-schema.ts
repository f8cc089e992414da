// The environment of docs/design.md, parsed once. Pure (no server-only) so that scripts/start.mjs
// can validate the same schema before it starts the server.
import { z } from 'zod';
import { hexColourSchema } from '@/lib/domain/colour';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
// Every URL variable is a web address, and the blog and booking ones become links on public
// pages: another scheme (javascript:, data:) is refused at start.
const optionalUrl = optionalText.pipe(
  z.url({ protocol: /^https?$/, error: 'must be an http or https address' }).optional(),
);
const flag = optionalText.transform(
  (value) => value !== undefined && !/^(0|false|no)$/i.test(value),
);
const optionalColour = optionalText.pipe(z.optional(hexColourSchema));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOSTNAME: optionalText,
    DATA_DIR: optionalText.transform((value) => value ?? './data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    API_BASE_URL: optionalUrl,
    API_TOKEN: optionalText,
    // How long one call to the existing API may take; tests shorten it to exercise the timeout.
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()).transform((v) => v ?? 'admin@example.com'),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, 'must be at least 8 characters').optional(),
    ),
    ADMIN_USER: optionalText,
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    NEXTAUTH_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SITE_URL: optionalUrl,
    LIVECHAT_LICENSE: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,12}$/, 'must be a number')
        .optional(),
    ),
    BOOKING_URL: optionalUrl,
    // The scheduling page's look, so it matches the site (Calendly page settings).
    BOOKING_PRIMARY_COLOR: optionalColour,
    BOOKING_TEXT_COLOR: optionalColour,
    BOOKING_BACKGROUND_COLOR: optionalColour,
    BOOKING_HIDE_DETAILS: flag,
    BOOKING_HIDE_GDPR_BANNER: flag,
    BLOG_URL: optionalUrl,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp://')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    // The firm's inbox: every new enquiry and application is e-mailed here (with SMTP_URL).
    NOTIFY_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    TRUST_PROXY: flag,
    // Visitor records older than this are deleted (the privacy page says 13 months).
    VISIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(395),
    // Job applications and their CVs are deleted after this (the privacy page says 6 months).
    APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    // The back office's activity log (who did what) is kept this long.
    ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    // With a folder here the server writes a backup of the product's data there once a day.
    BACKUP_DIR: optionalText,
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    // How often each instance looks for scheduled news that is due (tests make it short).
    NEWS_SCHEDULE_POLL_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
  })
  .transform((env) => ({
    ...env,
    AUTH_SECRET: env.AUTH_SECRET ?? env.NEXTAUTH_SECRET,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    API_BASE_URL: env.API_BASE_URL?.replace(/\/$/, ''),
    ADMIN_USER: env.ADMIN_USER ?? env.ADMIN_EMAIL,
    MAIL_FROM: env.MAIL_FROM ?? `Crestfield Business Services <no-reply@localhost>`,
  }));

export type Env = z.infer<typeof envSchema>;

/** One line per bad variable, naming it: what a person starting the server needs to read. */
export function describeEnvError(error: z.ZodError): string {
  return error.issues
    .map((issue) => `Invalid environment variable ${String(issue.path[0])}: ${issue.message}`)
    .join('\n');
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new Error(describeEnvError(result.error));
  return result.data;
}
