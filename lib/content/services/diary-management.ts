import { serviceImages } from './images';
import type { Service } from './types';

export const diaryManagement: Service = {
  slug: 'diary-management',
  title: 'Diary Management',
  navTitle: 'Diary Management',
  summary:
    'Dedicated diary management that books meetings, resolves clashes, arranges travel and protects your focus time in Outlook or Google Calendar.',
  image: serviceImages.admin,
  imageAlt: 'Weekly calendar on a laptop screen beside a notebook and pen',
  intro:
    'A well-run diary is the difference between a productive week and a chaotic one. Your assistant manages your calendar as if sitting outside your office door: arranging meetings, handling reschedules, preparing you for each day and making sure there is time left for the work only you can do.',
  whoItIsFor: [
    'Directors and business owners with back-to-back meetings',
    'Consultants and professionals who bill by the hour',
    'Senior staff who travel regularly between sites or countries',
    'Busy people managing appointments across UK and African time zones',
  ],
  included: [
    {
      title: 'Meeting scheduling',
      detail:
        'We agree times with attendees, send invitations with video links or directions and handle every reschedule.',
    },
    {
      title: 'Calendar rules',
      detail:
        'Your preferences, such as no meetings before 10am or protected time on Fridays, are applied consistently.',
    },
    {
      title: 'Daily and weekly briefings',
      detail:
        'A short summary of the day or week ahead, with papers, contact details and anything you need to prepare.',
    },
    {
      title: 'Travel arrangements',
      detail:
        'Trains, flights, hotels and transfers booked to your preferences and added to your diary with confirmations.',
    },
    {
      title: 'Reminders and follow-ups',
      detail:
        'Reminders for deadlines, renewals and personal dates, and follow-up emails after meetings where you ask for them.',
    },
  ],
  process: [
    {
      step: 'Preferences',
      detail:
        'We learn how you like to work, your priorities and the people whose meetings always take precedence.',
    },
    {
      step: 'Secure access',
      detail:
        'You grant delegate access to your Outlook or Google calendar, which you can withdraw at any time.',
    },
    {
      step: 'Hand over',
      detail:
        'We take over scheduling requests from an agreed date and introduce ourselves to your regular contacts.',
    },
    {
      step: 'Weekly check-in',
      detail: 'A short weekly call or message to review the week ahead and adjust priorities.',
    },
  ],
  keywords: [
    'diary management',
    'calendar management',
    'executive assistant',
    'meeting scheduling',
    'virtual PA',
  ],
};
