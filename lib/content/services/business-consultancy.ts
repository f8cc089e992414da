import { serviceImages } from './images';
import type { Service } from './types';

export const businessConsultancy: Service = {
  slug: 'business-consultancy',
  title: 'Business Consultancy',
  navTitle: 'Business Consultancy',
  summary:
    'Business planning, process improvement and growth advice for UK SMEs and start-ups, delivered as clear and practical action plans.',
  image: serviceImages.consulting,
  imageAlt: 'Business owner and consultant discussing charts printed on paper',
  intro:
    'Whether you are starting out, growing or steadying a business after a difficult year, an outside view helps. We work alongside owners and managers to test ideas, fix processes that waste time and money, and produce plans that lenders, investors and your own team can understand and act on.',
  whoItIsFor: [
    'Founders preparing a business plan for a lender, investor or grant application',
    'Owner-managers whose business has outgrown its original processes',
    'Companies considering a new product, location or market',
    'Diaspora entrepreneurs setting up or expanding a business in the UK or in Africa',
  ],
  included: [
    {
      title: 'Business plans and forecasts',
      detail:
        'A structured business plan with market analysis, pricing and three-year financial forecasts built on assumptions you can defend.',
    },
    {
      title: 'Process reviews',
      detail:
        'We map how work really flows through your business, identify bottlenecks and duplication, and recommend practical changes.',
    },
    {
      title: 'Market research and entry',
      detail:
        'Desk research, competitor reviews and customer interviews to judge whether a new market or product is worth pursuing.',
    },
    {
      title: 'Funding readiness',
      detail:
        'Preparing the documents lenders and investors expect, so your application is complete and your numbers hold up to questions.',
    },
    {
      title: 'Organisation and roles',
      detail:
        'Clear responsibilities, reporting lines and job descriptions as your team grows beyond the founders.',
    },
  ],
  process: [
    {
      step: 'Diagnose',
      detail:
        'We review your figures and documents and speak with you and key staff to understand where the business is today.',
    },
    {
      step: 'Agree priorities',
      detail:
        'We share our findings and agree with you which two or three issues will make the biggest difference.',
    },
    {
      step: 'Build the plan',
      detail:
        'We develop the plan, forecasts or process changes with you, testing each recommendation against your resources.',
    },
    {
      step: 'Support implementation',
      detail:
        'We stay on hand for follow-up sessions while you put the plan into practice, and adjust it as results come in.',
    },
  ],
  outcomes: [
    'A business plan you can put in front of a lender or investor',
    'Simpler processes and fewer avoidable costs',
    'A shared understanding of priorities across your team',
  ],
  keywords: [
    'business consultancy',
    'business plan writing',
    'process improvement',
    'SME growth advice',
    'start-up support',
  ],
};
