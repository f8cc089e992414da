import { serviceImages } from './images';
import type { Service } from './types';

export const immigrationAndRelocation: Service = {
  slug: 'immigration-&-relocation',
  title: 'Immigration & Relocation',
  navTitle: 'Immigration & Relocation',
  summary:
    'Practical relocation support for individuals, families and employers moving to or from the UK, coordinated with regulated immigration advisers.',
  image: serviceImages.diaspora,
  imageAlt: 'Family with suitcases arriving at a new home',
  intro:
    'Moving country involves far more than a visa. We help individuals, families and employers plan the move, organise documents, find housing and schools, and settle in quickly once they arrive. Immigration advice is regulated in the UK, so we do not give it ourselves: where you need advice on visas or status, we introduce you to advisers registered with the Immigration Advice Authority or to qualified solicitors and work alongside them.',
  whoItIsFor: [
    'Skilled workers and students relocating to the UK with their families',
    'UK employers welcoming international recruits',
    'Diaspora families returning to their home country',
    'Individuals who want one organised point of contact for a complex move',
  ],
  included: [
    {
      title: 'Move planning',
      detail:
        'A personal timeline and checklist covering documents, travel, shipping, housing and the first weeks after arrival.',
    },
    {
      title: 'Document organisation',
      detail:
        'Help gathering, translating and organising the supporting documents your adviser or employer asks for, so nothing is missed.',
    },
    {
      title: 'Housing and schools',
      detail:
        'Shortlisting areas, arranging rental viewings and researching schools to match your budget and commute.',
    },
    {
      title: 'Settling-in support',
      detail:
        'Help with opening a bank account, registering with a GP, applying for a National Insurance number and setting up council tax and utilities.',
    },
    {
      title: 'Employer relocation support',
      detail:
        'Arrival logistics, temporary accommodation and orientation for international staff, coordinated with your HR team.',
    },
  ],
  process: [
    {
      step: 'Initial consultation',
      detail:
        'We discuss your plans, your timescale and who is moving, and identify whether regulated immigration advice is needed.',
    },
    {
      step: 'Relocation plan',
      detail: 'We agree a written plan and fee covering the practical support you want from us.',
    },
    {
      step: 'Preparation and move',
      detail:
        'We organise documents, housing and travel, keeping you and any adviser or employer updated at each step.',
    },
    {
      step: 'Settling in',
      detail:
        'After arrival we help with registrations and local services, and check in during your first weeks.',
    },
  ],
  outcomes: [
    'A well-organised move with fewer surprises and delays',
    'Practical tasks handled so you can focus on work, study and family',
    'Regulated advice from properly qualified professionals where it is required',
  ],
  keywords: [
    'relocation services UK',
    'moving to the UK',
    'international employee relocation',
    'settling in UK',
    'return relocation Africa',
  ],
};
