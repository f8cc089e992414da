import { serviceImages } from './images';
import type { Service } from './types';

export const generalAdminServices: Service = {
  slug: 'general-admin-services',
  title: 'General Admin Services',
  navTitle: 'General Admin',
  summary:
    'Everyday administrative help with inboxes, documents, filing, research and minute-taking, available by the hour or on a regular schedule.',
  image: serviceImages.admin,
  imageAlt: 'Assistant sorting documents into folders beside a laptop',
  intro:
    'Some weeks you need help with a single document; other weeks, with everything. Our general admin service gives you capable, reliable support for the everyday tasks that keep an office running, booked by the hour when you need it or on a regular schedule.',
  whoItIsFor: [
    'Sole traders and small teams without an office administrator',
    'Managers who need help with a one-off project or backlog',
    'Charities and community organisations with limited staff',
    'Businesses covering holiday or sickness absence',
  ],
  included: [
    {
      title: 'Inbox management',
      detail:
        'Sorting, filing and replying to routine emails using agreed templates, and flagging what needs your decision.',
    },
    {
      title: 'Documents and spreadsheets',
      detail:
        'Formatting reports, letters, presentations and spreadsheets so they are consistent and ready to send.',
    },
    {
      title: 'Research',
      detail:
        'Researching suppliers, venues, prospects or competitors, with findings summarised in a short, clear report.',
    },
    {
      title: 'Minute-taking',
      detail:
        'Attending online meetings to take minutes and action lists, circulated within one working day.',
    },
    {
      title: 'Forms, filing and post',
      detail:
        'Completing forms, maintaining digital filing systems and scanning post so nothing goes missing.',
    },
  ],
  process: [
    {
      step: 'Send us the task',
      detail:
        'Email or call with what you need, the deadline and any examples or templates to follow.',
    },
    {
      step: 'Confirm the estimate',
      detail:
        'We confirm the expected time and cost before starting, so there are no surprises on the invoice.',
    },
    {
      step: 'Complete and check',
      detail:
        'Your assistant completes the work and a second person checks anything going out in your name.',
    },
    {
      step: 'Deliver and record',
      detail:
        'The finished work is returned in your preferred format, with time recorded against your account.',
    },
  ],
  keywords: [
    'general admin services',
    'virtual administrator',
    'minute taking',
    'inbox management',
    'document formatting',
  ],
};
