import { serviceImages } from './images';
import type { Service } from './types';

export const compliancePoliciesAndProcedures: Service = {
  slug: 'compliance-policies-&-procedures',
  title: 'Compliance, Policies & Procedures',
  navTitle: 'Compliance, Policies & Procedures',
  summary:
    'Clear, tailored policies and procedures covering data protection, HR, health and safety and sector rules, kept up to date as regulations change.',
  image: serviceImages.cyberRisk,
  imageAlt: 'Binder of company policies and procedures open on an office desk',
  intro:
    'Good policies protect your business, your staff and your clients, but only if people read and follow them. We write policies and procedures in plain English that reflect how your business really operates, help you put them into practice and remind you when they need reviewing.',
  whoItIsFor: [
    'New businesses that need a core set of policies before taking on staff or clients',
    'Companies whose policies are copied templates that no longer fit',
    'Organisations preparing for a client audit, inspection or tender',
    'Care, recruitment and professional services firms with sector-specific obligations',
  ],
  included: [
    {
      title: 'Policy gap review',
      detail:
        'We compare your existing documents with the legal requirements and good practice that apply to your sector and size.',
    },
    {
      title: 'Data protection and UK GDPR',
      detail:
        'Privacy notices, a record of processing, retention schedules and data breach procedures matched to the data you hold.',
    },
    {
      title: 'HR and workplace policies',
      detail:
        'Staff handbook policies on conduct, grievance, absence, equality and remote working, written in consistent language.',
    },
    {
      title: 'Health and safety',
      detail:
        'A health and safety policy and risk assessments proportionate to your premises and activities.',
    },
    {
      title: 'Sector procedures',
      detail:
        'Step-by-step procedures for areas such as anti-money laundering checks, safeguarding or complaints handling where they apply.',
    },
    {
      title: 'Annual review service',
      detail:
        'A yearly review that updates your documents for changes in the law and in how your business works.',
    },
  ],
  process: [
    {
      step: 'Review',
      detail:
        'We look at your current documents, your activities and the rules that apply to you, and list the gaps.',
    },
    {
      step: 'Draft',
      detail:
        'We draft or rewrite each policy and procedure, using your terminology and the names of your real roles and systems.',
    },
    {
      step: 'Agree and launch',
      detail:
        'You review the drafts with us, and we help you brief staff so the new documents are understood and followed.',
    },
    {
      step: 'Keep current',
      detail:
        'We set review dates for each document and update them when the law or your business changes.',
    },
  ],
  outcomes: [
    'A complete, consistent set of policies that fit your business',
    'Readiness for client audits, inspections and tender questions',
    'Staff who know what is expected of them',
  ],
  keywords: [
    'compliance policies',
    'policies and procedures',
    'UK GDPR compliance',
    'staff handbook',
    'health and safety policy',
  ],
};
