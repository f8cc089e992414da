import 'server-only';
import { revalidatePath } from 'next/cache';

// Public pages that show back-office data, refreshed right after each write so the change
// shows on the next request (DESIGN.md, "Rendering and freshness").
export function revalidateNews(): void {
  for (const path of ['/', '/news', '/all-news', '/search', '/server-sitemap.xml']) revalidatePath(path);
  revalidatePath('/read-a-news/[id]/[title]', 'page');
}

export function revalidateJobs(): void {
  for (const path of ['/', '/careers', '/search', '/server-sitemap.xml']) revalidatePath(path);
}
