import { serviceImages } from '@/lib/content/services/images';

/** The site's own service pictures, by what they show. */
export const SERVICE_PICTURES: Record<string, string> = {
  [serviceImages.callHandling]: 'Call handling',
  [serviceImages.recruitment]: 'Recruitment',
  [serviceImages.consulting]: 'Consulting',
  [serviceImages.businessSupport]: 'Business support',
  [serviceImages.cyberRisk]: 'Cyber and risk',
  [serviceImages.diaspora]: 'Diaspora and relocation',
  [serviceImages.admin]: 'Administrative support',
  [serviceImages.digital]: 'Digital services',
};

/** Every picture of the site a page may show, by what it shows. */
export const SITE_PICTURES: Record<string, string> = {
  '/images/hero.jpg': 'A client call',
  '/images/about.jpg': 'The team planning together',
  ...SERVICE_PICTURES,
};
