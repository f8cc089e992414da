import 'server-only';
import type { Metadata } from 'next';
import { company } from '@/lib/content/company';
import { env } from '@/lib/config/env';

// Every public page's <head> comes from pageMetadata(), and the root layout's defaults from
// siteMetadata(). Both read SITE_URL when called: pages call them from generateMetadata, i.e. at
// render time in the running server, so a build never bakes its own origin into a canonical.

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
  /**
   * Path of the page, starting with '/', e.g. '/about'; it becomes the canonical and og:url.
   * Left out only by screens with no address of their own (an unknown FAQ section, an error).
   */
  path?: string;
  /** Pages that must not be indexed, such as error screens and search results. */
  noindex?: boolean;
  /** An article (news) rather than a page of the site; its date goes to article:published_time. */
  article?: { publishedTime: string };
  /** Path of the page's own picture (a news banner); the site's default OG image otherwise. */
  image?: string;
  /** What the page's own picture shows (og:image:alt); none when it has no description. */
  imageAlt?: string;
};

/** The canonical address of a path on this site. */
export function absoluteUrl(path: string): string {
  return `${env().SITE_URL}${path === '/' ? '/' : path}`;
}

function openGraphImage(image: string | undefined, alt: string | undefined) {
  if (!image) return { ...ogImage, url: absoluteUrl(ogImage.url) };
  return alt ? { url: absoluteUrl(image), alt } : { url: absoluteUrl(image) };
}

/** Title, description, canonical URL, Open Graph and Twitter card of one public page. */
export function pageMetadata(page: PageSeo): Metadata {
  const title = page.absoluteTitle ? page.title : `${page.title} | ${company.name}`;
  const url = page.path === undefined ? undefined : absoluteUrl(page.path);
  const image = openGraphImage(page.image, page.imageAlt);
  const shared = {
    locale: 'en_GB',
    siteName: company.name,
    title,
    description: page.description,
    url,
    images: [image],
  };
  return {
    title: { absolute: title },
    description: page.description,
    ...(url ? { alternates: { canonical: url } } : {}),
    openGraph: page.article
      ? { ...shared, type: 'article', publishedTime: page.article.publishedTime }
      : { ...shared, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title,
      description: page.description,
      images: [image.url],
    },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The root layout's defaults: what a screen without metadata of its own still says. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: company.name, template: `%s | ${company.name}` },
    description: company.description,
    applicationName: company.name,
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: company.name,
      title: company.name,
      description: company.description,
      images: [{ ...ogImage, url: absoluteUrl(ogImage.url) }],
    },
    twitter: {
      card: 'summary_large_image',
      title: company.name,
      images: [absoluteUrl(ogImage.url)],
    },
  };
}
