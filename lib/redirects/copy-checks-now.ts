import 'server-only';
import { env } from '@/lib/config/env';
import { siteLinksOf, type CopyParts } from '@/lib/domain/copy-parts';
import { copyChecks, publishRefusal, type PageCheck } from '@/lib/domain/page-checks';
import { HttpError } from '@/lib/http/respond';
import { missingSiteLinks } from './missing-site-links';

/** The checks before publishing of copy as it is now: its links to this site asked for today. */
export async function copyChecksNow(parts: CopyParts): Promise<PageCheck[]> {
  const missing = await missingSiteLinks(siteLinksOf(parts.html, env().SITE_URL, parts.links));
  return copyChecks(parts, missing);
}

/**
 * The publish doors' gate: copy with an error among its checks is refused (400, naming each
 * broken link and undescribed picture) before anything is published.
 */
export async function refuseFailedChecks(parts: CopyParts): Promise<void> {
  const refusal = publishRefusal(await copyChecksNow(parts));
  if (refusal) throw new HttpError(400, refusal);
}
