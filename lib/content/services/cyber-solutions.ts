import { serviceImages } from './images';
import type { Service } from './types';

export const cyberSolutions: Service = {
  slug: 'cyber-solutions',
  title: 'Cyber Solutions',
  navTitle: 'Cyber Solutions',
  summary:
    'Cyber security health checks, staff awareness training and incident response planning that help small businesses protect their data and systems.',
  image: serviceImages.cyberRisk,
  imageAlt: 'Laptop showing a security dashboard next to a padlock icon on screen',
  intro:
    'Most cyber incidents affecting small businesses start with something simple: a weak password, an unpatched laptop or a convincing phishing email. We help you close those gaps in plain language, without expensive tools you do not need, and prepare your team to respond calmly if something does go wrong.',
  whoItIsFor: [
    'Small businesses holding customer, payment or health data',
    'Firms asked by clients or tenders to show basic cyber security controls',
    'Organisations preparing for a Cyber Essentials assessment',
    'Teams working remotely on their own devices and home networks',
  ],
  included: [
    {
      title: 'Cyber security health check',
      detail:
        'A review of devices, accounts, backups, email security and access rights, with findings ranked by risk and cost to fix.',
    },
    {
      title: 'Cyber Essentials readiness',
      detail:
        'We help you put the five Cyber Essentials controls in place and prepare the evidence before you apply for certification.',
    },
    {
      title: 'Staff awareness training',
      detail:
        'Short, practical sessions on phishing, passwords, safe file sharing and reporting incidents, tailored to your sector.',
    },
    {
      title: 'Incident response plan',
      detail:
        'A clear plan setting out who does what in the first hours of an incident, including when to inform clients and the ICO.',
    },
    {
      title: 'Security policies',
      detail:
        'Acceptable use, password, remote working and device policies written to match the tools your team actually uses.',
    },
  ],
  process: [
    {
      step: 'Scope',
      detail:
        'We agree which systems, sites and people are in scope and what you need to show clients, insurers or regulators.',
    },
    {
      step: 'Assess',
      detail:
        'We review your set-up through interviews, configuration checks and document reviews, with minimal disruption to your work.',
    },
    {
      step: 'Report and prioritise',
      detail:
        'You receive a plain-English report with a prioritised action list, separating quick wins from longer-term work.',
    },
    {
      step: 'Fix and train',
      detail:
        'We help your IT provider or team make the changes, then train staff and recheck the highest-risk items.',
    },
  ],
  outcomes: [
    'Fewer easy routes in for attackers',
    'Staff who recognise and report suspicious emails',
    'Evidence of good practice for clients, insurers and tenders',
  ],
  keywords: [
    'cyber security for small business',
    'Cyber Essentials readiness',
    'phishing awareness training',
    'incident response plan',
    'IT security review',
  ],
};
