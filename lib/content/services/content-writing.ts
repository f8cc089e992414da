import { serviceImages } from './images';
import type { Service } from './types';

export const contentWriting: Service = {
  slug: 'content-writing',
  title: 'Content Writing',
  navTitle: 'Content Writing',
  summary:
    'Clear, well-researched website copy, blog articles, newsletters and proposals written in your brand voice for UK and international readers.',
  image: serviceImages.digital,
  imageAlt: 'Writer drafting a blog article on a laptop with notes beside it',
  intro:
    'Good writing explains what you do, builds trust and helps people find you online. Our writers research your business and your readers, then produce content that is accurate, easy to read and written in your voice, from a single web page to a regular programme of articles.',
  whoItIsFor: [
    'Businesses whose website copy no longer reflects what they offer',
    'Firms that want to publish regular articles but lack the time',
    'Organisations preparing proposals, brochures or tender responses',
    'Owners writing in English as a second language who want a polished result',
  ],
  included: [
    {
      title: 'Website copy',
      detail:
        'Home, service and about pages written to explain your offer clearly and encourage visitors to get in touch.',
    },
    {
      title: 'Blog articles and news',
      detail:
        'Researched articles on topics your clients search for, written with sensible keywords and internal links.',
    },
    {
      title: 'Newsletters',
      detail:
        'Regular email newsletters that keep clients informed about your news, services and useful updates.',
    },
    {
      title: 'Proposals and brochures',
      detail: 'Persuasive, well-structured documents for sales, funding applications and tenders.',
    },
    {
      title: 'Editing and proofreading',
      detail:
        'Careful editing of your own drafts for clarity, grammar, consistency and British English spelling.',
    },
  ],
  process: [
    {
      step: 'Brief',
      detail:
        'We agree the audience, purpose, length, tone and any keywords, and collect the facts the piece needs.',
    },
    {
      step: 'Research and draft',
      detail:
        'Our writer researches the topic and sends a first draft, usually within five working days.',
    },
    {
      step: 'Review',
      detail: 'You comment on the draft and we revise it; two rounds of revisions are included.',
    },
    {
      step: 'Final copy',
      detail:
        'You receive the final text ready to publish, and we can upload it to your website or send it as a document.',
    },
  ],
  keywords: [
    'content writing',
    'website copywriting',
    'blog writing service',
    'proofreading',
    'business writing UK',
  ],
};
