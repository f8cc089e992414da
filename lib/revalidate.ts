import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { bumpGeneration, JOBS_TAG, NEWS_TAG } from '@/lib/cache-tags';
import { publishExpiredTags } from '@/lib/shared-cache-tags';

// Public pages that show back-office data, refreshed right after each write so the change
// shows on the next request, through every instance (DESIGN.md, "Rendering and freshness").
// `expire: 0` because a stale-while-revalidate profile would serve the old page once more.
export async function revalidateNews(): Promise<void> {
  bumpGeneration(NEWS_TAG);
  revalidateTag(NEWS_TAG, { expire: 0 });
  for (const path of ['/news', '/all-news', '/search', '/server-sitemap.xml']) revalidatePath(path);
  revalidatePath('/read-a-news/[id]/[title]', 'page');
  await publishExpiredTags([NEWS_TAG]);
}

export async function revalidateJobs(): Promise<void> {
  bumpGeneration(JOBS_TAG);
  revalidateTag(JOBS_TAG, { expire: 0 });
  for (const path of ['/careers', '/search', '/server-sitemap.xml']) revalidatePath(path);
  revalidatePath('/careers/[[...rest]]', 'page');
  await publishExpiredTags([JOBS_TAG]);
}
