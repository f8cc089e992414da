/** The readable title segment of an article URL: '/read-a-news/12/our-new-office'. */
export function titleSlug(title: string, fallback = 'article'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

export const newsPath = (item: { id: number; title: string }) =>
  `/read-a-news/${item.id}/${titleSlug(item.title)}`;

/** A job's own page: '/careers/7/receptionist-birmingham'. */
export const jobSlug = (title: string) => titleSlug(title, 'job');
export const jobPath = (job: { id: number; title: string }) =>
  `/careers/${job.id}/${jobSlug(job.title)}`;
