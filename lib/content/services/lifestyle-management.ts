import { serviceImages } from './images';
import type { Service } from './types';

export const lifestyleManagement: Service = {
  slug: 'lifestyle-management',
  title: 'Lifestyle Management',
  navTitle: 'Lifestyle Management',
  summary:
    'A personal assistant service for busy professionals that handles travel, household admin, bookings and family logistics on your behalf.',
  image: serviceImages.businessSupport,
  imageAlt: 'Personal assistant arranging travel bookings on a tablet',
  intro:
    'When work takes most of your time, personal admin piles up. Our lifestyle management service gives you a discreet personal assistant who organises travel, household matters, appointments and special occasions, so your evenings and weekends are your own again.',
  whoItIsFor: [
    'Senior professionals and business owners with little spare time',
    'Families juggling work, school and caring responsibilities',
    'Diaspora clients coordinating visits, events and family matters in two countries',
    'People returning to the UK after time abroad',
  ],
  included: [
    {
      title: 'Travel planning',
      detail:
        'Holidays and trips home researched and booked to your preferences, with itineraries and documents in one place.',
    },
    {
      title: 'Household administration',
      detail:
        'Utility switches, renewals, paperwork and correspondence kept in order, with reminders before deadlines.',
    },
    {
      title: 'Tradespeople and services',
      detail:
        'Finding, booking and following up with tradespeople, cleaners and other services, with quotes for you to approve.',
    },
    {
      title: 'Events and occasions',
      detail:
        'Birthdays, family celebrations and gifts planned and organised, including venue and catering bookings.',
    },
    {
      title: 'Appointments',
      detail: 'Medical, school, car and personal appointments booked around your diary.',
    },
  ],
  process: [
    {
      step: 'Getting to know you',
      detail:
        'A confidential conversation about your household, preferences and the tasks you would like to hand over.',
    },
    {
      step: 'Agree a plan',
      detail:
        'We agree a monthly allowance of hours and how you want to send requests, by email, phone or WhatsApp.',
    },
    {
      step: 'Requests handled',
      detail:
        'Your assistant acts on requests, asks for your approval before any spending and keeps a record of everything arranged.',
    },
    {
      step: 'Monthly review',
      detail:
        'A monthly summary of tasks completed and hours used, and a chance to adjust the service.',
    },
  ],
  keywords: [
    'lifestyle management',
    'personal assistant service',
    'concierge service UK',
    'household administration',
    'travel planning',
  ],
};
