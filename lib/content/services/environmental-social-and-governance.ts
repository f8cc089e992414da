import { serviceImages } from './images';
import type { Service } from './types';

export const environmentalSocialAndGovernance: Service = {
  slug: 'environmental-social-and-governance',
  title: 'Environmental, Social and Governance (ESG)',
  navTitle: 'ESG',
  summary:
    'Practical ESG support for SMEs: carbon baselines, policies, supplier questionnaires and reports that meet the expectations of clients and lenders.',
  image: serviceImages.consulting,
  imageAlt: 'Team reviewing an environmental and social impact report together',
  intro:
    'Larger clients, public bodies and lenders increasingly ask smaller suppliers about their environmental impact, their treatment of staff and how they are governed. We help you answer those questions honestly, set realistic targets and make improvements that also save money, without expensive reporting frameworks designed for listed companies.',
  whoItIsFor: [
    'SMEs receiving sustainability questionnaires from clients or in tenders',
    'Businesses bidding for public sector contracts that require a carbon reduction plan',
    'Owners who want to reduce energy and waste costs',
    'Organisations writing their first ESG or sustainability statement',
  ],
  included: [
    {
      title: 'ESG baseline review',
      detail:
        'A review of your current environmental, social and governance practices against what your clients and funders expect.',
    },
    {
      title: 'Carbon footprint and reduction plan',
      detail:
        'A first estimate of your emissions from energy, travel and key purchases, with a realistic plan to reduce them.',
    },
    {
      title: 'Policies and statements',
      detail:
        'Environmental, ethical sourcing, equality and anti-bribery policies, plus a short ESG statement for your website and bids.',
    },
    {
      title: 'Tender and questionnaire support',
      detail:
        'Help completing supplier sustainability questionnaires accurately, using evidence you can stand behind.',
    },
  ],
  process: [
    {
      step: 'Baseline',
      detail:
        'We gather data on energy, travel, waste, people and governance, and review any questionnaires you have received.',
    },
    {
      step: 'Priorities',
      detail:
        'We agree the few actions that matter most to your clients and your costs, rather than trying to do everything.',
    },
    {
      step: 'Policies and plan',
      detail:
        'We write the policies, carbon reduction plan and statement, and set simple measures to track progress.',
    },
    {
      step: 'Annual update',
      detail:
        'Once a year we refresh the figures and the statement so your reporting stays accurate and current.',
    },
  ],
  outcomes: [
    'Confident, evidence-based answers to ESG questions from clients',
    'A carbon reduction plan suitable for tender submissions',
    'Lower energy and waste costs over time',
  ],
  keywords: [
    'ESG consultancy',
    'carbon reduction plan',
    'sustainability for SMEs',
    'ESG policy',
    'supplier sustainability questionnaire',
  ],
};
