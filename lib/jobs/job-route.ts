import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { idSchema } from '@/lib/domain/id';
import { type Job } from '@/lib/domain/job';
import { loadJob, type Loaded } from '@/lib/freshness/cached-reads';
import { notFoundOrMoved } from '@/lib/redirects/not-found-or-moved';
import { jobPath, jobSlug } from '@/lib/text/slug';

/**
 * The job a /careers/{id}/{slug} path names. An unknown id or a longer path is not found (or
 * redirected, when the site has a redirect from it); a missing or wrong slug answers 308 to the
 * right one; a failed read is an honest error state.
 */
export async function jobFromPath(path: string[]): Promise<Loaded<Job>> {
  const address = `/careers/${path.join('/')}`;
  const id = idSchema.safeParse(path[0]);
  if (!id.success || path.length > 2) return notFoundOrMoved(address);
  const loaded = await loadJob(id.data);
  if (!loaded.ok) return loaded;
  if (!loaded.data) return notFoundOrMoved(address);
  if (path[1] !== jobSlug(loaded.data.title)) permanentRedirect(jobPath(loaded.data));
  return { ok: true, data: loaded.data };
}
