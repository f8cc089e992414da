import { serviceImages } from './images';
import type { Service } from './types';

export const businessSupportServices: Service = {
  slug: 'business-support-services',
  title: 'Business Support Services',
  navTitle: 'Business Support',
  summary:
    'Flexible administrative and back-office support, from diary management and data entry to transcription, so your team can focus on clients.',
  image: serviceImages.businessSupport,
  imageAlt: 'Business support assistant organising files and a calendar on a laptop',
  intro:
    'Administration keeps a business running, but it should not take over your week. Our trained support staff work remotely as an extension of your team, handling the diary, inbox, data, documents and routine processes that slow you down. You can use us for a few hours a month or as your full back office.',
  whoItIsFor: [
    'Business owners spending evenings and weekends on paperwork',
    'Teams with seasonal peaks that do not justify a permanent hire',
    'Directors and senior managers who need a dedicated assistant',
    'Organisations covering staff absence or a recruitment gap',
  ],
  included: [
    {
      title: 'Diary and inbox management',
      detail:
        'We organise meetings, manage your calendar and keep your inbox under control, flagging what needs your attention.',
    },
    {
      title: 'Back-office processing',
      detail:
        'Data entry, invoicing, purchase orders, CRM updates and supplier administration, completed accurately and on time.',
    },
    {
      title: 'General administration',
      detail:
        'Documents, spreadsheets, research, filing and minute-taking, handled by people who check their work.',
    },
    {
      title: 'Transcription',
      detail:
        'Accurate transcripts of meetings, interviews and dictation, returned in the format you need.',
    },
    {
      title: 'Digital support',
      detail:
        'Simple websites, written content and social media management for businesses without a marketing team.',
    },
  ],
  process: [
    {
      step: 'Tell us what takes your time',
      detail:
        'We list the tasks you want to hand over, the tools you use and the standards you expect.',
    },
    {
      step: 'Match and onboard',
      detail:
        'We assign a named assistant, set up secure access to your systems and agree how requests will be made.',
    },
    {
      step: 'Trial period',
      detail:
        'The first month runs as a trial with a review at the end, so we can adjust the hours and tasks.',
    },
    {
      step: 'Ongoing support',
      detail:
        'Your assistant works to an agreed schedule, with a monthly summary of hours used and work completed.',
    },
  ],
  outcomes: [
    'Hours back in your week for clients and growth',
    'Administration done consistently, even during busy periods',
    'Support that scales up or down without recruitment costs',
  ],
  keywords: [
    'business support services',
    'virtual assistant UK',
    'outsourced administration',
    'back office support',
    'remote admin support',
  ],
};
