// News: a title from a template, a body from an intro, three points and a closing line.
export const NEWS_TITLES = [
  'A plain-English guide to {topic} for {audience}',
  'Five ways {service} saves {audience} time',
  'Case study: how a {sector} in {city} {outcome}',
  'What {topic} means for {audience} this {season}',
  'Crestfield welcomes new clients in {city}',
  'Webinar: {topic} for {audience}',
  'Checklist: getting {topic} right before the {season} rush',
  '{Service}: questions our clients ask most',
  'Team news: {person} joins our {city} office',
  'Our {season} update on {topic}',
];
export const TOPICS = [
  'UK GDPR',
  'right-to-work checks',
  'Cyber Essentials',
  'making tax digital',
  'hybrid working',
  'the Employment Rights Act',
  'ESG reporting',
  'skilled worker visas',
  'business continuity',
  'customer call handling',
  'outsourced payroll',
  'data protection audits',
  'staff onboarding',
  'supplier due diligence',
  'late payment rules',
  'AI in the back office',
];
export const AUDIENCES = [
  'small firms',
  'care providers',
  'professional practices',
  'start-ups',
  'charities',
  'family businesses',
  'growing teams',
  'employers in the Midlands',
  'property managers',
];
export const OUTCOMES = [
  'halved its missed calls',
  'filled six roles in a month',
  'passed its first audit',
  'cut its invoice backlog to zero',
  'won a public-sector tender',
  'moved its team to hybrid working',
  'launched a new website in three weeks',
  'recovered from a phishing attack',
];
export const SEASONS = ['spring', 'summer', 'autumn', 'winter', 'new year', 'quarter'];
export const NEWS_INTROS = [
  'Our team has spent the last few weeks working with clients on exactly this, and the same questions keep coming up.',
  'Rules and expectations change quickly, and it is easy for a busy firm to fall behind without noticing.',
  'Here is a short summary of what we have learned, written for owners and managers rather than specialists.',
  'We asked our consultants what they would tell a new client on day one. This is what they said.',
  'Whether you employ three people or three hundred, a little preparation now saves a great deal of time later.',
];
export const NEWS_POINTS = [
  'Write down who is responsible for each task and review it every quarter.',
  'Keep records in one place that the whole team can reach.',
  'Check your contracts and policies against the latest guidance.',
  'Answer every enquiry within one working day, even if only to say when you will reply fully.',
  'Train new starters in their first week, not their first month.',
  'Set a review date in the diary now so it is not forgotten.',
  'Ask your suppliers what they do with your customers’ data.',
  'Measure the basics: calls answered, enquiries won, invoices paid on time.',
  'Plan for holidays and sickness before they happen.',
  'Use a checklist for anything you do less than once a month.',
];
export const NEWS_CLOSINGS = [
  'If you would like help with any of this, <a href="/contact-us">get in touch with our team</a>.',
  'Our consultants can review your current set-up in a single session. <a href="/contact-us">Book a time with us</a>.',
  'Read more about <a href="/about">how we work</a>, or <a href="/contact-us">contact us</a> for a conversation.',
  'We publish practical guides like this every week on our <a href="/news">news page</a>.',
];
export const IMAGE_ALTS = [
  'The Crestfield team at work in the Birmingham office',
  'Two colleagues reviewing candidate profiles together',
  'A printed compliance checklist on a desk beside a laptop',
  'An office worker taking a call on a headset',
  'A recruitment consultant shaking hands with a candidate',
  'A consultant presenting figures to a client in a meeting room',
  'Business support staff working at a shared desk',
  'A laptop showing a security dashboard',
  'A family arriving at a new home with suitcases',
  'A shared office with people working on laptops',
  'A tablet and a notebook on a tidy desk',
];
