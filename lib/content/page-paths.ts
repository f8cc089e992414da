// The address of every public page that is not a service, an FAQ section or a news or job item,
// written once: the header, footer, links in the copy, metadata, the sitemap and the Pages
// registry (./public-pages.ts) all read it here. Static strings only, so client components (the
// mobile menu, the cookie banner) may import it without pulling the firm's copy into their bundle.
export const fixedPages = {
  home: { title: 'Home', path: '/' },
  about: { title: 'About Us', path: '/about' },
  careers: { title: 'Careers', path: '/careers' },
  news: { title: 'News and Blogs', path: '/news' },
  faq: { title: 'FAQ', path: '/faq' },
  contact: { title: 'Contact us', path: '/contact-us' },
  terms: { title: 'Terms of Service', path: '/terms' },
  privacy: { title: 'Privacy Policy', path: '/privacy' },
  'cookie-policy': { title: 'Cookie Policy', path: '/cookie-policy' },
} as const;

export type FixedPageKey = keyof typeof fixedPages;

export const pathOf = (key: FixedPageKey): string => fixedPages[key].path;

/** A service's address: at the root, as the old site had them (its slug is its address). */
export const servicePath = (slug: string): string => `/${slug}`;

/** An FAQ section's address, under the FAQ page's. */
export const faqSectionPath = (slug: string): string => `${pathOf('faq')}/${slug}`;
