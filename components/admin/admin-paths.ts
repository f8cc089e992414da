// Admin addresses of a news item; the title is part of the path, encoded (docs/spec.md section 2).
type Named = { id: number; title: string };

export const readNewsPath = (news: Named) =>
  `/admin/read-news/${news.id}/${encodeURIComponent(news.title)}`;
export const editNewsPath = (news: Named) =>
  `/admin/edit-news/${news.id}/${encodeURIComponent(news.title)}`;
export const editJobPath = (job: Named) =>
  `/admin/edit-job/${job.id}/${encodeURIComponent(job.title)}`;
/** A news draft's preview and its edit form (its id is the draft's, not a published item's). */
export const previewDraftPath = (draft: { id: number }) => `/admin/news/drafts/${draft.id}`;
export const editDraftPath = (draft: { id: number }) => `/admin/news/drafts/${draft.id}/edit`;
