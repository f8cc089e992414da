import { serviceImages } from './images';
import type { Service } from './types';

export const backOfficeSupport: Service = {
  slug: 'back-office-support',
  title: 'Back Office Support',
  navTitle: 'Back Office Support',
  summary:
    'Reliable back-office support covering data entry, invoicing, credit control, CRM updates and order processing, delivered remotely by trained staff.',
  image: serviceImages.admin,
  imageAlt: 'Administrator entering invoice data into a spreadsheet on two screens',
  intro:
    'The back office is where small errors become expensive: an invoice not sent, an order keyed incorrectly, a customer record out of date. Our team takes on these routine processes with checklists and second checks, so they are done accurately, on schedule and in your systems.',
  whoItIsFor: [
    'Growing businesses whose administration has outgrown the founders',
    'Firms with a backlog of data entry or records to clean up',
    'Companies wanting to outsource routine finance administration to support their accountant',
    'Organisations processing regular orders, applications or claims',
  ],
  included: [
    {
      title: 'Data entry and cleansing',
      detail:
        'Accurate entry of orders, records and forms, plus clean-up of duplicated or outdated data in your systems.',
    },
    {
      title: 'Invoicing and credit control',
      detail:
        'Raising invoices, sending statements and polite reminders, and keeping your accounts receivable list up to date.',
    },
    {
      title: 'Purchase and supplier administration',
      detail:
        'Logging purchase invoices, matching them to orders and preparing payment runs for your approval.',
    },
    {
      title: 'CRM and records management',
      detail:
        'Keeping customer and contact records current so your sales and service teams can rely on them.',
    },
    {
      title: 'Order processing',
      detail:
        'Processing online and phone orders, updating stock records and sending confirmations to customers.',
    },
  ],
  process: [
    {
      step: 'Process mapping',
      detail:
        'We document each task step by step, including the systems used, the checks needed and the deadlines.',
    },
    {
      step: 'Access and controls',
      detail:
        'We set up secure, role-based access and agree which actions need your approval, such as payments.',
    },
    {
      step: 'Parallel running',
      detail:
        'For the first cycle we work alongside your team so any differences are spotted before we take over fully.',
    },
    {
      step: 'Steady state',
      detail:
        'We run the processes to an agreed timetable and report volumes, exceptions and turnaround times each month.',
    },
  ],
  outcomes: [
    'Invoices sent on time and cash collected sooner',
    'Accurate records your team can trust',
    'Routine processes that do not depend on one person',
  ],
  keywords: [
    'back office support',
    'data entry services',
    'outsourced invoicing',
    'credit control support',
    'CRM administration',
  ],
};
