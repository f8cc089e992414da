import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/lib/content/company';
import { newsContent } from '@/lib/content/pages';
import { allNewsMetadata, newsArticleMetadata, newsMetadata } from './news-metadata';

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://news.example.com');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const item = {
  id: 12,
  title: 'Our new office',
  date: '2026-10-01',
  image: '/media/3?v=1',
  description: '<p>We have moved.</p><p>Come and <strong>visit</strong></p>',
};

describe('news metadata', () => {
  it('gives /news and the pages of /all-news their public addresses and share cards', () => {
    expect(newsMetadata()).toMatchObject({
      title: { absolute: `${newsContent.metaTitle} | ${company.name}` },
      alternates: { canonical: 'https://news.example.com/news' },
      openGraph: { type: 'website', url: 'https://news.example.com/news' },
      twitter: { card: 'summary_large_image' },
    });
    expect(allNewsMetadata(1).alternates?.canonical).toBe('https://news.example.com/all-news');
    expect(allNewsMetadata(3)).toMatchObject({
      title: { absolute: `${newsContent.allNewsHeading} (page 3) | ${company.name}` },
      alternates: { canonical: 'https://news.example.com/all-news?page=3' },
    });
  });

  it('shares an article as an article, with its text as description and its banner', () => {
    expect(newsArticleMetadata({ ok: true, data: item })).toMatchObject({
      title: { absolute: `Our new office | ${company.name}` },
      description: 'We have moved. Come and visit',
      alternates: { canonical: 'https://news.example.com/read-a-news/12/our-new-office' },
      openGraph: {
        type: 'article',
        publishedTime: '2026-10-01',
        images: [{ url: 'https://news.example.com/media/3?v=1' }],
      },
    });
  });

  it('describes the banner in og:image:alt when the firm has described it, and only then', () => {
    const described = { ...item, image_alt: 'The new reception desk in Leeds, with two chairs' };
    expect(newsArticleMetadata({ ok: true, data: described }).openGraph?.images).toEqual([
      {
        url: 'https://news.example.com/media/3?v=1',
        alt: 'The new reception desk in Leeds, with two chairs',
      },
    ]);
    expect(
      newsArticleMetadata({ ok: true, data: { ...item, image_alt: '' } }).openGraph?.images,
    ).toEqual([{ url: 'https://news.example.com/media/3?v=1' }]);
  });

  it('keeps an article that could not be loaded out of the index', () => {
    const metadata = newsArticleMetadata({ ok: false });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toBeUndefined();
  });
});
