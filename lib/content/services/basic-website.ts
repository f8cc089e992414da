import { serviceImages } from './images';
import type { Service } from './types';

export const basicWebsite: Service = {
  slug: 'basic-website',
  title: 'Basic Website',
  navTitle: 'Basic Website',
  summary:
    'A simple, mobile-friendly website of up to five pages for a small business, with a contact form, basic search optimisation and hosting set-up.',
  image: serviceImages.digital,
  imageAlt: 'Small business website displayed on a laptop and a mobile phone',
  intro:
    'Customers look you up online before they call. Our basic website package gives small businesses a clean, fast and mobile-friendly site that explains what you do, shows where you are and makes it easy to get in touch, without ongoing complexity or hidden costs.',
  whoItIsFor: [
    'New businesses that need a professional online presence quickly',
    'Sole traders relying on a social media page alone',
    'Established firms with an outdated site that does not work on phones',
    'Diaspora businesses that want to reach customers in the UK and abroad',
  ],
  included: [
    {
      title: 'Up to five pages',
      detail:
        'Typically home, about, services, frequently asked questions and contact, laid out to suit your brand colours and logo.',
    },
    {
      title: 'Mobile-friendly design',
      detail: 'Pages that load quickly and read well on phones, tablets and desktop screens.',
    },
    {
      title: 'Contact form and maps',
      detail:
        'An enquiry form that sends messages to your inbox, plus your address, opening hours and a map.',
    },
    {
      title: 'Basic search optimisation',
      detail:
        'Page titles, descriptions and headings set up so search engines understand what you offer and where.',
    },
    {
      title: 'Domain, hosting and handover',
      detail:
        'Help registering your domain and setting up hosting, followed by a short training session on updating your content.',
    },
  ],
  process: [
    {
      step: 'Brief',
      detail:
        'We agree the pages, the look you want, examples you like and who will supply text and photographs.',
    },
    {
      step: 'Design and content',
      detail:
        'We build a draft site for you to review, and can write or edit the copy if you need help.',
    },
    {
      step: 'Revisions',
      detail:
        'Two rounds of changes are included so the finished site reflects your business accurately.',
    },
    {
      step: 'Launch and handover',
      detail:
        'We connect your domain, test the contact form and show you how to make simple updates yourself.',
    },
  ],
  keywords: [
    'small business website',
    'basic website design',
    'mobile friendly website',
    'website for sole trader',
    'Birmingham web design',
  ],
};
