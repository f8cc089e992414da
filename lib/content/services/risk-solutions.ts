import { serviceImages } from './images';
import type { Service } from './types';

export const riskSolutions: Service = {
  slug: 'risk-solutions',
  title: 'Risk Solutions',
  navTitle: 'Risk Solutions',
  summary:
    'Risk assessments, risk registers and business continuity planning that help you anticipate problems and keep operating when they happen.',
  image: serviceImages.cyberRisk,
  imageAlt: 'Risk register and continuity plan documents laid out on a desk',
  intro:
    'Every business carries risk, from losing a key supplier to a flood at the office. We help you identify the risks that matter most, decide what to do about each one and write continuity plans your team can follow under pressure. The result is a business that recovers faster and answers due diligence questions with confidence.',
  whoItIsFor: [
    'SMEs that have never formally assessed their business risks',
    'Businesses that depend on a small number of suppliers, clients or key people',
    'Organisations bidding for public sector or corporate contracts',
    'Boards and trustees who need a clearer view of risk for governance',
  ],
  included: [
    {
      title: 'Risk workshops',
      detail:
        'Structured sessions with your managers to identify operational, financial, people, legal and reputational risks.',
    },
    {
      title: 'Risk register',
      detail:
        'A register scoring each risk by likelihood and impact, with owners, controls and review dates, in a format you can maintain.',
    },
    {
      title: 'Business continuity planning',
      detail:
        'Plans for losing premises, systems, suppliers or staff, including contact lists and the first steps to take.',
    },
    {
      title: 'Supplier and contract risk',
      detail:
        'A review of critical suppliers and key contract terms so you know where you are exposed and what alternatives exist.',
    },
    {
      title: 'Continuity exercises',
      detail:
        'A short desk-based exercise that walks your team through a realistic scenario and tests whether the plan works.',
    },
  ],
  process: [
    {
      step: 'Understand',
      detail:
        'We learn how your business operates, what it depends on and what your clients and funders expect of you.',
    },
    {
      step: 'Identify and assess',
      detail:
        'Through workshops and document reviews we identify risks and score them consistently by likelihood and impact.',
    },
    {
      step: 'Plan responses',
      detail:
        'For each significant risk we agree a response and an owner, and write continuity plans for the most serious disruptions.',
    },
    {
      step: 'Test and review',
      detail:
        'We run an exercise to test the plans, then agree a simple review cycle so the register stays current.',
    },
  ],
  outcomes: [
    'A clear picture of your most significant risks and who owns them',
    'Continuity plans that work when they are needed',
    'Stronger answers to tender and due diligence questionnaires',
  ],
  keywords: [
    'risk management',
    'risk register',
    'business continuity planning',
    'supplier risk',
    'SME risk assessment',
  ],
};
