// Company identity, header navigation and footer links. Static data only: no React, no server code.
import { companyEmail, companyName } from './company-identity';
import { pathOf } from './page-paths';

// The firm's facts, each written once: every page, e-mail, legal text and JSON-LD that names one
// of them reads it from here. Its contact details (e-mail, phones, office, hours, profiles) are the
// back office's to change (/admin/settings): these are their values until it first saves them.
const name = companyName;
const legalName = `${name} Ltd`;
const website = 'https://www.crestfieldbusinessservices.co.uk';
const incorporation = {
  form: 'private limited company',
  jurisdiction: 'England and Wales',
} as const;

export const company = {
  name,
  legalName,
  tagline: 'Dependable support for growing businesses in the UK and across the diaspora',
  description: `${name} is a Birmingham-based firm that answers calls, recruits staff, advises on risk and compliance and takes day-to-day administration off the desks of UK businesses. We also help members of the African diaspora manage affairs at home, relocate and invest with confidence.`,
  website,
  /** The website's address as written in prose, without the scheme. */
  websiteHost: new URL(website).host,
  incorporation,
  adminTitle: 'Administrator',
  organisation: name,
} as const;

/**
 * The contact details of a fresh install and of one upgraded from before they were editable:
 * the shape of lib/domain/company-details.ts, which the store checks them against.
 */
export const companyDefaults = {
  email: companyEmail,
  phones: [
    { number: '+44 121 496 0734', label: 'Birmingham office' },
    { number: '+44 20 7946 0581', label: 'London line' },
  ],
  streetAddress: '85 Colmore Row',
  town: 'Birmingham',
  region: 'West Midlands',
  postcode: 'B3 2BB',
  openingHours: 'Monday to Friday, 9am to 5.30pm (UK time)',
  facebook: 'https://www.facebook.com/crestfieldbusinessservices',
  instagram: 'https://www.instagram.com/crestfieldbusinessservices',
  linkedin: 'https://www.linkedin.com/company/crestfieldbusinessservices',
  whatsapp: 'https://wa.me/441214960734',
};

/** The facts the legal pages, the FAQ and the forms' messages name, as they are now. */
export type FirmFacts = { email: string; registeredOffice: string };

export type Company = typeof company;

/** The four services in the desktop Services dropdown, in display order. The first is the default preview. */
export const featuredServiceSlugs = [
  'caling-handling-management-solutions',
  'recruitment-services',
  'consultation-services',
  'business-support-services',
] as const;

export type FeaturedServiceSlug = (typeof featuredServiceSlugs)[number];

export type NavLinkItem = {
  kind: 'link';
  label: string;
  href: string;
  /** Render as a button-styled call to action (the Contact us item). */
  variant?: 'button';
  external?: boolean;
};

export type NavServicesItem = {
  kind: 'services';
  label: string;
  /** Look each slug up with getService() from lib/content/services. */
  serviceSlugs: readonly FeaturedServiceSlug[];
  defaultPreviewSlug: FeaturedServiceSlug;
};

export type NavItem = NavLinkItem | NavServicesItem;

export const siteNav: readonly NavItem[] = [
  { kind: 'link', label: 'Home', href: '/' },
  {
    kind: 'services',
    label: 'Services',
    serviceSlugs: featuredServiceSlugs,
    defaultPreviewSlug: 'caling-handling-management-solutions',
  },
  { kind: 'link', label: 'About Us', href: pathOf('about') },
  { kind: 'link', label: 'Careers', href: pathOf('careers') },
  { kind: 'link', label: 'News and Blogs', href: pathOf('news') },
  { kind: 'link', label: 'Contact us', href: pathOf('contact'), variant: 'button' },
];

export type FooterLink = { label: string; href: string; external?: boolean };
export type FooterColumn = { title: string; links: readonly FooterLink[] };

/** The footer's first column: the core services and those the firm added, by their menu names. */
export const footerServicesTitle = 'What we do';

// The footer's link columns after the services'; after them, socialColumn() with the stored
// profiles.
export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: pathOf('about') },
      { label: 'Careers', href: pathOf('careers') },
      { label: 'News and Blogs', href: pathOf('news') },
      { label: 'FAQ', href: pathOf('faq') },
      { label: 'Contact us', href: pathOf('contact') },
    ],
  },
  {
    title: 'Copyright & Legal',
    links: [
      { label: 'Terms', href: pathOf('terms') },
      { label: 'Privacy', href: pathOf('privacy') },
      { label: 'Cookie policy', href: pathOf('cookie-policy') },
    ],
  },
];

const socialLabels = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp chat',
} as const;
type SocialProfile = keyof typeof socialLabels;

/** "Connect with us": a link per profile the firm has (an empty one is left out), or none. */
export function socialColumn(profiles: Record<SocialProfile, string>): FooterColumn | null {
  const links = (Object.keys(socialLabels) as SocialProfile[])
    .filter((profile) => profiles[profile] !== '')
    .map((profile) => ({ label: socialLabels[profile], href: profiles[profile], external: true }));
  return links.length > 0 ? { title: 'Connect with us', links } : null;
}
