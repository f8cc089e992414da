import 'server-only';
import type { Metadata } from 'next';
import { company } from '@/lib/content/company';
import { siteUrl } from '@/lib/site-url';

export const ogImage = {
  url: '/images/og.png',
  width: 1200,
  height: 630,
  alt: `${company.name}: call handling, recruitment, consulting and business support`,
} as const;

export type PageSeo = {
  /** The page's own title; the firm's name is appended unless `absoluteTitle` is set. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** Path of the page, starting with '/', e.g. '/about'. */
  path: string;
  /** Pages that must not be indexed, such as error screens. */
  noindex?: boolean;
  ogType?: 'website' | 'article';
};

/** The canonical address of a path on this site. */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === '/' ? '/' : path}`;
}

/** Title, description, canonical URL, Open Graph and Twitter data for one page. */
export function pageMetadata(page: PageSeo): Metadata {
  const title = page.absoluteTitle ? page.title : `${page.title} | ${company.name}`;
  const url = absoluteUrl(page.path);
  return {
    title: { absolute: title },
    description: page.description,
    alternates: { canonical: url },
    openGraph: {
      type: page.ogType ?? 'website',
      locale: 'en_GB',
      siteName: company.name,
      title,
      description: page.description,
      url,
      images: [{ ...ogImage, url: absoluteUrl(ogImage.url) }],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: page.description,
      images: [absoluteUrl(ogImage.url)],
    },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
