import type { ServiceSection } from './types';

export const serviceSections: readonly ServiceSection[] = [
  {
    slug: 'call-handling',
    title: 'Call handling',
    description: 'Professional answering, routing and message-taking for every call.',
    serviceSlugs: ['caling-handling-management-solutions', 'caling-handling-management-solutions1'],
  },
  {
    slug: 'recruitment',
    title: 'Recruitment',
    description: 'Screened candidates for UK and international roles.',
    serviceSlugs: ['recruitment-services'],
  },
  {
    slug: 'consulting',
    title: 'Consulting',
    description: 'Advice on strategy, risk, compliance, ESG and diaspora affairs.',
    serviceSlugs: [
      'consultation-services',
      'business-consultancy',
      'cyber-solutions',
      'risk-solutions',
      'diaspora-services',
      'environmental-social-and-governance',
      'compliance-policies-&-procedures',
      'immigration-&-relocation',
    ],
  },
  {
    slug: 'business-support',
    title: 'Business support',
    description: 'Remote administrative, back-office and personal assistant support.',
    serviceSlugs: [
      'business-support-services',
      'diary-management',
      'lifestyle-management',
      'back-office-support',
      'general-admin-services',
      'transcription-services',
    ],
  },
  {
    slug: 'digital',
    title: 'Digital',
    description: 'Websites, written content and social media for small businesses.',
    serviceSlugs: ['basic-website', 'content-writing', 'social-media-support'],
  },
];
