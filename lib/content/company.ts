// Company identity, header navigation and footer links. Static data only: no React, no server code.
import { companyEmail, companyName } from './company-identity';

// The firm's facts, each written once: every page, e-mail, legal text and JSON-LD that names one
// of them reads it from here.
const address = {
  streetAddress: '85 Colmore Row',
  locality: 'Birmingham',
  region: 'West Midlands',
  postalCode: 'B3 2BB',
  country: 'United Kingdom',
  countryCode: 'GB',
} as const;

const name = companyName;
const legalName = `${name} Ltd`;
const website = 'https://www.crestfieldbusinessservices.co.uk';
/** As the legal pages write it: street, town and postcode, without the country. */
const registeredOffice = `${address.streetAddress}, ${address.locality}, ${address.postalCode}`;
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
  email: companyEmail,
  phones: [
    { label: 'Birmingham office', display: '+44 121 496 0734', href: 'tel:+441214960734' },
    { label: 'London line', display: '+44 20 7946 0581', href: 'tel:+442079460581' },
  ],
  address: { ...address, display: `${registeredOffice}, ${address.country}` },
  registeredOffice,
  incorporation,
  openingHours: 'Monday to Friday, 9am to 5.30pm (UK time)',
  registration: `${legalName} is a ${incorporation.form} registered in ${incorporation.jurisdiction}. Registered office: ${registeredOffice}.`,
  social: {
    facebook: 'https://www.facebook.com/crestfieldbusinessservices',
    instagram: 'https://www.instagram.com/crestfieldbusinessservices',
    linkedin: 'https://www.linkedin.com/company/crestfieldbusinessservices',
    whatsapp: 'https://wa.me/441214960734',
  },
  adminTitle: 'Administrator',
  organisation: name,
} as const;

/**
 * The contact details of a fresh install and of one upgraded from before they were editable:
 * the shape of lib/domain/company-details.ts, which the store checks them against. (The pages
 * still print the facts above until they read the stored details.)
 */
export const companyDefaults = {
  email: companyEmail,
  phones: [
    { number: '+44 121 496 0734', label: 'Birmingham office' },
    { number: '+44 20 7946 0581', label: 'London line' },
  ],
  streetAddress: address.streetAddress,
  town: address.locality,
  region: address.region,
  postcode: address.postalCode,
  openingHours: 'Monday to Friday, 9am to 5.30pm (UK time)',
  facebook: 'https://www.facebook.com/crestfieldbusinessservices',
  instagram: 'https://www.instagram.com/crestfieldbusinessservices',
  linkedin: 'https://www.linkedin.com/company/crestfieldbusinessservices',
  whatsapp: 'https://wa.me/441214960734',
};

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
  { kind: 'link', label: 'About Us', href: '/about' },
  { kind: 'link', label: 'Careers', href: '/careers' },
  { kind: 'link', label: 'News and Blogs', href: '/news' },
  { kind: 'link', label: 'Contact us', href: '/contact-us', variant: 'button' },
];

export type FooterLink = { label: string; href: string; external?: boolean };
export type FooterColumn = { title: string; links: readonly FooterLink[] };

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'What we do',
    links: [
      { label: 'Call Handling', href: '/caling-handling-management-solutions' },
      { label: 'Recruitment', href: '/recruitment-services' },
      { label: 'Consulting', href: '/consultation-services' },
      { label: 'Business Support', href: '/business-support-services' },
    ],
  },
  {
    title: 'Quick Links',
    links: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'News and Blogs', href: '/news' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Contact us', href: '/contact-us' },
    ],
  },
  {
    title: 'Copyright & Legal',
    links: [
      { label: 'Terms', href: '/terms' },
      { label: 'Privacy', href: '/privacy' },
      { label: 'Cookie policy', href: '/cookie-policy' },
    ],
  },
  {
    title: 'Connect with us',
    links: [
      { label: 'Facebook', href: company.social.facebook, external: true },
      { label: 'Instagram', href: company.social.instagram, external: true },
      { label: 'LinkedIn', href: company.social.linkedin, external: true },
      { label: 'WhatsApp chat', href: company.social.whatsapp, external: true },
    ],
  },
];
