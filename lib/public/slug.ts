/** The readable title segment of an article URL: '/read-a-news/12/our-new-office'. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'article';
}

export const newsPath = (item: { id: number; title: string }) =>
  `/read-a-news/${item.id}/${titleSlug(item.title)}`;
