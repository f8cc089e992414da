import { serviceImages } from './images';
import type { Service } from './types';

export const consultationServices: Service = {
  slug: 'consultation-services',
  title: 'Consulting Services',
  navTitle: 'Consulting',
  summary:
    'Practical consulting on strategy, risk, cyber security, compliance, ESG and diaspora affairs for businesses and individuals in the UK and abroad.',
  image: serviceImages.consulting,
  imageAlt: 'Consultant and business owner reviewing a plan together at a meeting table',
  intro:
    'Our consultants help you make decisions with a clear view of the risks and the options. We work on specific problems, such as entering a new market, tightening cyber security or putting proper policies in place, and on the affairs of diaspora clients managing property, businesses or family matters in their home country. Every engagement ends with practical actions, not just a report.',
  whoItIsFor: [
    'Owners of small and medium-sized businesses planning growth or change',
    'Start-ups that need sound policies, processes and governance from the outset',
    'Organisations preparing for a tender, audit or investor due diligence',
    'Members of the African diaspora with property, business or family interests at home',
  ],
  included: [
    {
      title: 'Business consultancy',
      detail:
        'Business planning, process improvement and market research that turn an idea or a problem into a costed plan.',
    },
    {
      title: 'Cyber and risk',
      detail:
        'Reviews of your IT security, operational risks and continuity arrangements, with a prioritised list of fixes.',
    },
    {
      title: 'Compliance, policies and procedures',
      detail:
        'Policies written for the way your business actually works, covering data protection, HR, health and safety and sector rules.',
    },
    {
      title: 'Environmental, social and governance',
      detail:
        'Help measuring and improving your ESG performance and answering the sustainability questions clients and lenders ask.',
    },
    {
      title: 'Diaspora, immigration and relocation',
      detail:
        'Support with property, investments and paperwork in your home country, and practical help moving to or from the UK.',
    },
  ],
  process: [
    {
      step: 'Free initial consultation',
      detail:
        'A 30-minute call to understand your situation, what you want to achieve and whether we are the right people to help.',
    },
    {
      step: 'Written proposal',
      detail:
        'We set out the scope, timetable, deliverables and a fixed or capped fee, so you know the cost before work starts.',
    },
    {
      step: 'Delivery',
      detail:
        'We carry out the work with regular check-ins, sharing findings as we go rather than saving surprises for the end.',
    },
    {
      step: 'Handover and follow-up',
      detail:
        'You receive a written summary and action plan, and we hold a follow-up session to check progress and answer questions.',
    },
  ],
  outcomes: [
    'Decisions based on evidence rather than guesswork',
    'A clear, prioritised action plan your team can follow',
    'Fixed or capped fees agreed before any work begins',
  ],
  keywords: [
    'business consulting',
    'SME consultancy',
    'risk and compliance consulting',
    'diaspora consulting',
    'UK consultancy',
  ],
};
