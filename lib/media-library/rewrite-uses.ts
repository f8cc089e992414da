import 'server-only';
import type { Backend } from '@/lib/backend/backend';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import { placeLabel, type MediaUse } from '@/lib/domain/media-library';
import { newsFieldsSchema } from '@/lib/domain/news';
import { jobInputSchema } from '@/lib/domain/job';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { rewriteMediaAlt, rewriteMediaAltIn } from '@/lib/own-data/media/media-alt';
import { getDraft, setDraftDescription } from '@/lib/own-data/news-drafts/draft-store';
import { readPage } from '@/lib/own-data/pages/page-store';
import { saveDraftOf } from '@/lib/pages/page-editor';
import { editablePage } from '@/lib/pages/editable-pages';
import { expireJobs, expireNews } from '@/lib/freshness/expire';

/** Rewrites one place; true when it changed. */
type Rewrite = (use: MediaUse) => Promise<boolean>;

function rewriters(backend: Backend, id: string, alt: string, account: SessionAccount) {
  const rewritten = (html: string) => rewriteMediaAlt(html, id, alt);
  // A news draft or scheduled post: its own text, in the product's database.
  const newsDraft: Rewrite = async (use) => {
    const db = await ownDatabase();
    const draft = await getDraft(db, Number(use.id));
    const description = draft && rewritten(draft.description);
    if (!draft || !description?.changed) return false;
    if (!(await setDraftDescription(db, draft.id, description.html)))
      throw new Error('it is being posted right now');
    return true;
  };
  const news: Rewrite = async (use) => {
    if (use.draft) return newsDraft(use);
    const item = await backend.getNews(Number(use.id));
    const description = item && rewritten(item.description);
    if (!item || !description?.changed) return false;
    const fields = newsFieldsSchema.parse({ ...item, description: description.html });
    await backend.updateNews(item.id, fields);
    return true;
  };
  const job: Rewrite = async (use) => {
    const item = await backend.getJob(Number(use.id));
    if (!item) return false;
    const [description, requirements] = [rewritten(item.description), rewritten(item.requirements)];
    if (!description.changed && !requirements.changed) return false;
    const input = jobInputSchema.parse({
      ...item,
      description: description.html,
      requirements: requirements.html,
    });
    await backend.updateJob(item.id, input);
    return true;
  };
  // A page gets a new draft (its draft, else its published copy, rewritten): what is public
  // changes only when someone publishes it, as after any other edit of a page. Saved as its
  // editor saves one, through the page's own schema (its rich text through the sanitiser).
  const page: Rewrite = async (use) => {
    const target = await editablePage(use.id);
    if (!target) return false;
    const { row, published } = await readPage(use.id);
    const base = row?.draft ?? published?.content;
    const next = base == null ? null : rewriteMediaAltIn(base, id, alt);
    if (!next?.changed) return false;
    await saveDraftOf(target, { content: next.value, revision: row?.revision ?? 0 }, account);
    return true;
  };
  return { news, job, page };
}

/**
 * Gives the picture `alt` in every text where it appears: news and jobs through the Backend
 * (in both modes), site pages as a new draft. Counts the places changed and names those that
 * could not be (a stale page, an API that refused), leaving them as they were.
 */
export async function rewriteUses(
  backend: Backend,
  uses: MediaUse[],
  id: string,
  alt: string,
  account: SessionAccount,
) {
  const rewrite = rewriters(backend, id, alt, account);
  // A page's draft and published copy are one place: its new draft.
  const places = uses.filter(
    (use, index) =>
      uses.findIndex((other) => other.kind === use.kind && other.id === use.id) === index,
  );
  const failed: string[] = [];
  const changed: MediaUse['kind'][] = [];
  for (const use of places) {
    try {
      if (await rewrite[use.kind](use)) changed.push(use.kind);
    } catch (error) {
      console.error(
        `The picture's description could not be rewritten in ${placeLabel(use)}:`,
        error,
      );
      failed.push(placeLabel({ ...use, draft: false }));
    }
  }
  if (changed.includes('news')) await expireNews();
  if (changed.includes('job')) await expireJobs();
  return {
    changed: changed.length,
    drafts: changed.filter((kind) => kind === 'page').length,
    failed,
  };
}
