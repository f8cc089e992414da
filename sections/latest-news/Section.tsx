import { NewsGrid } from '@/components/site/news/NewsGrid';
import { Section } from '@/components/site/Section';
import { newsContent } from '@/lib/content/pages';
import { pathOf } from '@/lib/content/page-paths';
import { loadNewsPage } from '@/lib/freshness/cached-reads';
import type { SectionProps } from '../section-props';

/** The newest articles; hidden while there are none or the news cannot be read. */
export async function LatestNewsSection({ section, id }: SectionProps<'latest-news'>) {
  const loaded = await loadNewsPage(1);
  if (!loaded.ok || loaded.data.results.length === 0) return null;
  return (
    <Section title={section.heading} id={id} tint>
      <NewsGrid items={loaded.data.results.slice(0, section.howMany)} headingLevel={3} />
      <p>
        <a className="button button--ghost" href={pathOf('news')}>
          {newsContent.viewAllLabel}
        </a>
      </p>
    </Section>
  );
}
