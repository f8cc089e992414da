import { serviceImages } from './images';
import type { Service } from './types';

export const diasporaServices: Service = {
  slug: 'diaspora-services',
  title: 'Diaspora Services',
  navTitle: 'Diaspora Services',
  summary:
    'Trusted support for the African diaspora in managing property, businesses, paperwork and family affairs in their home country from the UK.',
  image: serviceImages.diaspora,
  imageAlt: 'Woman on a video call reviewing property documents at home',
  intro:
    'Managing affairs thousands of miles away is hard, and many people in the diaspora have lost money to unreliable contacts or unfinished projects. We act as your organised, accountable point of contact, coordinating trusted professionals on the ground and reporting back to you in writing, with photographs and receipts, so you always know where things stand.',
  whoItIsFor: [
    'UK residents building or buying property in their home country',
    'Diaspora investors who want independent checks before committing money',
    'Families supporting relatives and managing household matters back home',
    'Entrepreneurs setting up or running a business in Africa from the UK',
  ],
  included: [
    {
      title: 'Property and construction oversight',
      detail:
        'Site visits, progress photographs and spending checks on building projects, so payments match the work actually done.',
    },
    {
      title: 'Documents and records',
      detail:
        'Obtaining, verifying and renewing documents such as land records, certificates and company registrations through the proper channels.',
    },
    {
      title: 'Investment due diligence',
      detail:
        'Independent checks on land, businesses and partners before you invest, including ownership searches carried out by local professionals.',
    },
    {
      title: 'Business set-up and management',
      detail:
        'Help registering a business, opening accounts and recruiting staff locally, with regular reports on performance.',
    },
    {
      title: 'Family and household support',
      detail:
        'Managing payments for school fees, bills and care arrangements on your instruction, with receipts for every transaction.',
    },
  ],
  process: [
    {
      step: 'Consultation',
      detail:
        'We discuss what you need done, where, by when, and what has or has not worked for you in the past.',
    },
    {
      step: 'Plan and partners',
      detail:
        'We agree a written scope and fee, and line up suitably qualified local professionals where the work requires them.',
    },
    {
      step: 'Action on the ground',
      detail:
        'Work is carried out on your written instruction, and no money is released without the evidence you asked for.',
    },
    {
      step: 'Report back',
      detail:
        'You receive regular written updates with photographs, receipts and next steps, and a single contact for questions.',
    },
  ],
  outcomes: [
    'One accountable contact instead of many informal ones',
    'Evidence for every payment and every stage of a project',
    'Peace of mind that your affairs at home are being looked after',
  ],
  keywords: [
    'diaspora services',
    'African diaspora UK',
    'property management in Africa',
    'construction monitoring',
    'diaspora investment support',
  ],
};
