import { serviceImages } from './images';
import type { Service } from './types';

export const callAnsweringService: Service = {
  slug: 'caling-handling-management-solutions1',
  title: 'Call Answering Service',
  navTitle: 'Call Answering',
  summary:
    'A virtual receptionist for small firms, sole traders and event organisers, with optional evening, weekend and after-hours cover.',
  image: serviceImages.callHandling,
  imageAlt: 'Receptionist answering a phone call and typing a message on a laptop',
  intro:
    'Our call answering service gives you a friendly, professional receptionist without the cost of employing one. We answer in your name, take clear messages and pass urgent calls on, whether you are on site, in a meeting or running an event. Cover can extend into evenings, weekends and public holidays.',
  whoItIsFor: [
    'Sole traders and small firms without a full-time receptionist',
    'Event organisers who need a staffed line for ticket, venue and delegate queries',
    'Businesses that receive calls before 9am, after 5.30pm or at weekends',
    'Consultants and home-based businesses that want a professional front desk',
  ],
  included: [
    {
      title: 'Virtual receptionist',
      detail:
        'A dedicated number, or your existing line diverted to us, answered in your business name by a trained receptionist.',
    },
    {
      title: 'Messages passed on straight away',
      detail:
        "Messages reach you by email, text or WhatsApp as soon as the call ends, with the caller's details and what they need.",
    },
    {
      title: 'Event phone lines',
      detail:
        'A temporary number for a conference, launch or festival, answered from an event script covering tickets, timings, access and directions.',
    },
    {
      title: 'After-hours cover',
      detail:
        'Evening, weekend and public holiday answering, with an agreed escalation route for calls that cannot wait until morning.',
    },
    {
      title: 'Appointment booking',
      detail:
        'We book, move and cancel appointments directly in your shared calendar or online booking system.',
    },
  ],
  process: [
    {
      step: 'Choose your cover',
      detail:
        'Tell us which hours you want covered and how you would like messages passed on to you.',
    },
    {
      step: 'Brief us',
      detail:
        'Share your greeting, your frequently asked questions and who should be contacted about urgent calls.',
    },
    {
      step: 'Divert and go live',
      detail:
        'Divert your line or use a number we provide. Straightforward set-ups can be live within two working days.',
    },
    {
      step: 'Keep us updated',
      detail:
        'Change your instructions by email or phone at any time, for example when you go on holiday or an event date moves.',
    },
  ],
  outcomes: [
    'Every call answered by a person, not a voicemail box',
    'Urgent matters reach you quickly, routine ones wait in your inbox',
    'Event attendees get answers without tying up your organising team',
  ],
  keywords: [
    'call answering service',
    'virtual receptionist',
    'after-hours call answering',
    'event phone line',
    'telephone answering UK',
  ],
};
