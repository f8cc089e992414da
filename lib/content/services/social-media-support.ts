import { serviceImages } from './images';
import type { Service } from './types';

export const socialMediaSupport: Service = {
  slug: 'social-media-support',
  title: 'Social Media Support',
  navTitle: 'Social Media Support',
  summary:
    'Planning, scheduling and day-to-day management of your Facebook, Instagram and LinkedIn accounts, with monthly reporting on what works.',
  image: serviceImages.digital,
  imageAlt: 'Social media content calendar open on a laptop beside a smartphone',
  intro:
    'Staying active on social media takes time that most small businesses do not have. We plan your content, write and schedule posts, reply to comments and messages within agreed hours, and report each month on what is working, so your accounts stay consistent without taking over your week.',
  whoItIsFor: [
    'Small businesses posting irregularly or not at all',
    'Owners who want a steady presence on Facebook, Instagram or LinkedIn',
    'Organisations promoting events, launches or recruitment campaigns',
    'Diaspora-focused businesses building communities in several countries',
  ],
  included: [
    {
      title: 'Monthly content calendar',
      detail:
        'A planned calendar of posts tied to your services, seasonal dates and business news, approved by you in advance.',
    },
    {
      title: 'Post writing and design',
      detail:
        'Captions written in your voice, with simple branded graphics and your own photographs.',
    },
    {
      title: 'Scheduling and publishing',
      detail: 'Posts scheduled at the times your audience is most active on each platform.',
    },
    {
      title: 'Community management',
      detail:
        'Replies to comments and messages within agreed hours, with enquiries passed to you or logged for follow-up.',
    },
    {
      title: 'Monthly reporting',
      detail:
        'A short report on reach, engagement and enquiries, with recommendations for the following month.',
    },
  ],
  process: [
    {
      step: 'Account review',
      detail:
        'We review your current profiles, audience and competitors, and agree goals for the next three months.',
    },
    {
      step: 'Plan',
      detail:
        'We prepare the first monthly content calendar for your approval, along with tone of voice guidelines.',
    },
    {
      step: 'Publish and engage',
      detail:
        'We publish the approved posts and look after comments and messages during the agreed hours.',
    },
    {
      step: 'Report and refine',
      detail:
        'Each month we report on results and adjust the plan based on what your audience responds to.',
    },
  ],
  keywords: [
    'social media management',
    'social media support for small business',
    'Facebook and Instagram management',
    'LinkedIn content',
    'content calendar',
  ],
};
