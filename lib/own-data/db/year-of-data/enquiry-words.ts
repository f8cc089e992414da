// What enquirers write and what the team answers (messages.ts).
export const OPENERS = [
  'We are a {size} {sector} based in {city}.',
  'I run a {size} {sector} in {city}.',
  'I manage operations at a {size} {sector} near {city}.',
  'Our {sector} in {city} has grown quickly this year.',
  'I am the office manager of a {size} {sector} in {city}.',
  'We are a {sector} with offices in {city} and one other site.',
];
// What an enquirer asks for, two ways per service (by its slug).
export const NEEDS: Record<string, [string, string]> = {
  'caling-handling-management-solutions': [
    'We miss calls during client meetings and would like them answered in our name between 8am and 6pm, with messages sent to us by e-mail.',
    'Our receptionist is leaving next month and we need cover for inbound calls, including transfers to the right person.',
  ],
  'caling-handling-management-solutions1': [
    'We need an answering service for evenings and weekends so customers can always reach a person.',
    'Could your team take overflow calls when our lines are busy and book appointments into our calendar?',
  ],
  'recruitment-services': [
    'We need to recruit two experienced staff by the spring and would like help with advertising, screening and first interviews.',
    'We are struggling to fill a senior vacancy and would like a shortlist of pre-screened candidates.',
  ],
  'consultation-services': [
    'We would like an outside view on how we organise our team before we take on more work.',
    'Could we book a consultation to talk through our plans for the next twelve months?',
  ],
  'business-consultancy': [
    'We want to review our pricing and processes, as margins have fallen over the last year.',
    'We are preparing a business plan for a bank loan and need help with the forecasts.',
  ],
  'cyber-solutions': [
    'We want to work towards Cyber Essentials certification and do not know where to start.',
    'One of our staff clicked a phishing link last week and we would like a review of our security.',
  ],
  'risk-solutions': [
    'Our insurer has asked for a business continuity plan and a risk register.',
    'We would like a risk assessment before we open a second site.',
  ],
  'diaspora-services': [
    'I live abroad and need someone trustworthy to manage a property and some paperwork in the UK.',
    'My family is returning to the UK after ten years away and we need help with the practical arrangements.',
  ],
  'environmental-social-and-governance': [
    'A large customer has asked for our ESG policy and carbon figures, and we have neither yet.',
    'We would like help writing our first sustainability report.',
  ],
  'compliance-policies-&-procedures': [
    'Our policies have not been updated since 2019 and we need them reviewed for UK GDPR.',
    'We need a staff handbook and health and safety procedures before our next inspection.',
  ],
  'immigration-&-relocation': [
    'We are sponsoring a skilled worker visa for the first time and need guidance on the process.',
    'I am relocating to the Midlands with my family this summer and need help with housing and school places.',
  ],
  'business-support-services': [
    'We need reliable day-to-day administrative support while we recruit a permanent office manager.',
    'Could you take on our bookkeeping, invoice chasing and supplier correspondence?',
  ],
  'diary-management': [
    'Our managing director needs help managing a very full diary and travel arrangements.',
    'We would like someone to schedule client meetings and send reminders the day before.',
  ],
  'lifestyle-management': [
    'I am looking for help organising household appointments, travel and events each month.',
    'Could you arrange the venue, catering and travel for a family celebration in the autumn?',
  ],
  'back-office-support': [
    'Our invoice processing has fallen behind and we need help clearing the backlog and keeping it current.',
    'We would like to outsource data entry, purchase orders and supplier invoice matching.',
  ],
  'general-admin-services': [
    'We need help with filing, scanning and keeping our client records up to date.',
    'Could you provide a few hours of admin support each week, mostly document preparation?',
  ],
  'transcription-services': [
    'We have around twenty hours of recorded interviews that need accurate transcripts.',
    'We need board meeting minutes typed up from recordings within two working days.',
  ],
  'basic-website': [
    'We need a simple website with a contact form, our opening hours and the areas we cover.',
    'Our current website is out of date and does not work well on phones.',
  ],
  'content-writing': [
    'We would like two blog articles a month and help rewriting our service pages.',
    'We need a clear company profile and case studies for a tender submission.',
  ],
  'social-media-support': [
    'We would like someone to plan and post to LinkedIn and Instagram for us each week.',
    'Our social media accounts have been quiet for a year and we want to start again properly.',
  ],
};
export const GENERIC_NEEDS: [string, string] = [
  'We would like to know more about how you could help and what it would cost.',
  'Could you tell us how you usually work with firms of our size?',
];
export const ASKS = [
  'Could you send us a quote?',
  'What would the process and timescale look like?',
  'Please could someone call me to discuss?',
  'Do you offer a monthly package for this?',
  'We would be grateful for an indication of costs.',
  'Is this something you could start next month?',
  'What information do you need from us to get started?',
  'Could we arrange a short call this week?',
];
export const TIMINGS = [
  '',
  ' We hope to start in the next few weeks.',
  ' There is no rush: we are planning for the next quarter.',
  ' Ideally we would start before the end of the month.',
  '',
  ' Mornings are the best time to reach me.',
];
export const REPLIES = [
  'Thank you for getting in touch. We can start with a 30-minute call to understand what you need, and we will send a custom quote afterwards.',
  'Thank you for your enquiry. This is something we help firms with every week; I have attached our standard terms and will call you tomorrow morning.',
  'Thanks for your message. We would be glad to help. Could you let us know a good time for a short call this week?',
  'Thank you for contacting Crestfield. One of our specialists will call you within one working day to talk through the details.',
  'Many thanks for your enquiry. Our usual first step is a free consultation; I have suggested two times by e-mail.',
  'Thank you. Based on what you describe, a monthly package would suit you best. I will send the options and prices today.',
];
export const FOLLOW_UPS = [
  'Just following up on my earlier message: do let us know if you would like to go ahead.',
  'Thank you for the call today. As agreed, the proposal is attached; we can start on the date you mentioned.',
  'A quick reminder that the quote we sent is valid until the end of the month.',
];
