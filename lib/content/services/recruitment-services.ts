import { serviceImages } from './images';
import type { Service } from './types';

export const recruitmentServices: Service = {
  slug: 'recruitment-services',
  title: 'Recruitment Services',
  navTitle: 'Recruitment',
  summary:
    'End-to-end recruitment in healthcare, IT, engineering and remote data entry for UK and international employers, with a shortlist in two to six weeks.',
  image: serviceImages.recruitment,
  imageAlt: 'Recruiter interviewing a candidate across a table in a bright office',
  intro:
    'We find, screen and present candidates who suit both the role and your team. From agreeing the job description to handling offers and references, we manage the process and keep you informed at every stage. Most clients receive a screened shortlist within two to six weeks.',
  whoItIsFor: [
    'Healthcare providers recruiting care, nursing and support staff',
    'Technology firms hiring developers, analysts and IT support staff',
    'Engineering businesses looking for technical and site-based staff',
    'Organisations building remote data entry and administration teams',
    'Employers without an in-house HR or recruitment function',
  ],
  included: [
    {
      title: 'Role scoping',
      detail:
        'We agree the job description, salary range, working pattern and essential skills with you before any advert goes out.',
    },
    {
      title: 'Sourcing and advertising',
      detail:
        'We advertise on suitable job boards and social channels and search our own candidate network, in the UK and abroad.',
    },
    {
      title: 'Screening and first interviews',
      detail:
        'Applicants are assessed on experience, qualifications and right to work, and interviewed by our team before you see them.',
    },
    {
      title: 'Shortlist and interview scheduling',
      detail:
        'You receive a short, documented shortlist with our notes on each candidate, and we arrange interviews at times that suit you.',
    },
    {
      title: 'Offers and pre-employment checks',
      detail:
        'We manage offers, references and the checks your sector requires, such as DBS checks for regulated healthcare roles.',
    },
    {
      title: 'Onboarding follow-up',
      detail:
        'We keep in touch with new starters during their first weeks to help them settle in and to raise any early concerns with you.',
    },
  ],
  process: [
    {
      step: 'Brief',
      detail:
        'We meet to understand the role, your team and your timescale, then send a written recruitment plan and a tailored quote.',
    },
    {
      step: 'Search and screen',
      detail:
        'We advertise, search and screen applicants, and send you a progress update every week until the role is filled.',
    },
    {
      step: 'Shortlist and interviews',
      detail:
        'You receive a shortlist with notes on each candidate. We organise interviews and collect feedback from both sides.',
    },
    {
      step: 'Offer and start',
      detail:
        'We handle the offer, references and checks, and follow up with you and the new starter after their first weeks.',
    },
  ],
  outcomes: [
    'A shortlist of screened candidates in two to six weeks',
    'Less management time spent reading CVs and chasing applicants',
    'Clear weekly visibility of where your vacancy stands',
  ],
  keywords: [
    'recruitment agency',
    'healthcare recruitment',
    'IT recruitment',
    'engineering recruitment',
    'remote data entry staff',
    'international recruitment',
  ],
};
