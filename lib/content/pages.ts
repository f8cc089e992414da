// Copy for the Home, About, Careers, Contact, News and not-found screens. Static data only;
// every constant is typed by inference.
import { company, type FirmFacts } from './company';
import { paragraphsHtml } from '@/lib/domain/fixed-form';
import { pathOf } from './page-paths';

/**
 * The home page's first version: its copy until the firm publishes one (page-kinds/home/shape.ts
 * is its shape), with the defaults its SEO fields fall back on when left empty.
 */
export const homeContent = {
  metaTitle: 'Call Handling, Recruitment, Consulting and Business Support',
  metaDescription:
    'Birmingham-based call handling, recruitment, consulting and business support for UK businesses and the African diaspora.',
  eyebrow: 'Business services from Birmingham',
  heading: 'Reliable support that lets you focus on running your business',
  lead: 'Crestfield Business Services answers your calls, finds your people, advises on risk and compliance, and takes routine administration off your desk. We work with businesses across the UK and with members of the African diaspora managing affairs at home.',
  ctaLabel: 'Book a consultation',
  servicesLinkLabel: 'Explore our services',
  image: '/images/hero.jpg',
  imageAlt: 'Crestfield team member supporting a client on a call',
  sections: [
    {
      kind: 'services',
      heading: 'What we do',
      text: 'Four core services, each available on its own or combined into a single arrangement with one point of contact.',
    },
    {
      kind: 'points',
      heading: 'Why choose Crestfield',
      intro: '',
      points: [
        {
          title: 'One partner, many services',
          detail:
            'Call handling, recruitment, consulting and administration from a single team that gets to know your business, so you do not have to brief a new supplier every time.',
        },
        {
          title: 'UK-based and diaspora-aware',
          detail:
            'We understand UK business practice and the practical realities of managing property, family and business matters in Africa from abroad.',
        },
        {
          title: 'Clear, agreed fees',
          detail:
            'Every engagement starts with a written proposal and a fixed, capped or hourly fee agreed before any work begins.',
        },
        {
          title: 'Flexible by design',
          detail:
            'Use us for a few hours a month or as an extension of your team, and scale up or down as your needs change, without recruitment costs.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How we work',
      steps: [
        {
          title: 'Tell us what you need',
          detail:
            'Book a free 30-minute consultation or send us a message. We listen first and ask the questions that shape the right solution.',
        },
        {
          title: 'Receive a clear proposal',
          detail:
            'We set out the scope, timescale and fee in writing, so you know exactly what you are getting before you commit.',
        },
        {
          title: 'We get to work',
          detail:
            'A named contact leads your work, keeps you updated in writing and reviews the arrangement with you regularly.',
        },
      ],
    },
    {
      kind: 'points',
      heading: 'What you can expect',
      intro:
        'The standards we hold ourselves to with every client, however large or small the work.',
      points: [
        {
          title: 'A reply within one working day',
          detail:
            'Every enquiry, email and message receives a response by the end of the next working day.',
        },
        {
          title: 'Calls answered within three rings',
          detail:
            'Our call handling team answers promptly in your business name, during the hours you choose.',
        },
        {
          title: 'A named point of contact',
          detail: 'You always know who is responsible for your work and how to reach them.',
        },
        {
          title: 'Your data handled with care',
          detail:
            'Client information is kept confidential and processed in line with UK GDPR and our privacy policy.',
        },
      ],
    },
    {
      kind: 'call-to-action',
      heading: 'Ready to take something off your plate?',
      text: 'Tell us what is taking up your time and we will suggest a practical way to help. The first consultation is free and there is no obligation.',
      buttonLabel: 'Contact us',
      buttonLink: pathOf('contact'),
      secondLabel: 'Book a consultation',
      secondLink: pathOf('contact'),
      booking: 'second',
    },
  ],
};

/** The About page's first version (page-kinds/about/shape.ts), with its SEO defaults. */
export const aboutContent = {
  metaTitle: 'About Us',
  metaDescription:
    'Crestfield Business Services is a Birmingham-based firm supporting UK businesses and the African diaspora with calls, recruitment, consulting and administration.',
  heading: 'About Crestfield Business Services',
  lead: 'We are a Birmingham-based business services firm helping organisations and individuals get more done with less stress, in the UK and beyond.',
  image: '/images/about.jpg',
  imageAlt: 'The Crestfield team planning client work together',
  sections: [
    {
      kind: 'text',
      heading: 'Our story',
      text: paragraphsHtml([
        'Crestfield Business Services was set up in Birmingham to give small and medium-sized businesses the kind of support that larger companies take for granted: a professional front desk, a reliable way to recruit, sound advice on risk and compliance, and capable help with administration.',
        'Working with clients across the West Midlands and beyond, we saw that many people in the African diaspora faced a different but related problem. They wanted to build, invest and support family in their home countries, but had no dependable way to manage those affairs from the UK. Our diaspora, immigration and relocation services grew from that need.',
        'Today we bring both strands together. Whether you run a growing business in the UK or manage responsibilities in two countries, we offer the same thing: organised, accountable support and a team that does what it says it will.',
      ]),
      highlightHeading: 'Our mission',
      highlight:
        'To give businesses and individuals dependable, affordable support, so they can spend their time on the work and the people that matter most to them.',
    },
    {
      kind: 'points',
      heading: 'Our values',
      intro: '',
      points: [
        {
          title: 'Reliability',
          detail:
            'We answer promptly, meet the deadlines we agree and tell you early if anything is at risk.',
        },
        {
          title: 'Integrity',
          detail:
            'We give honest advice, including telling you when something is not right for you or when another professional is better placed to help.',
        },
        {
          title: 'Clarity',
          detail:
            'We write in plain English, agree fees in advance and keep written records, so you always know where things stand.',
        },
        {
          title: 'Respect',
          detail:
            'We treat every caller, candidate and client with courtesy, and handle personal information with the care it deserves.',
        },
      ],
    },
    {
      kind: 'text',
      heading: 'Our approach',
      text: paragraphsHtml([
        'Every engagement starts with listening. We take time to understand how your business or household works before recommending anything, and we put the agreed scope, timescale and fee in writing.',
        'Once work begins, you have a named contact and regular written updates. We review arrangements with you at agreed intervals and adjust them as your needs change. Where a matter calls for regulated advice, such as immigration, legal or tax advice, we say so and work alongside qualified professionals rather than stepping outside our expertise.',
      ]),
    },
    {
      kind: 'call-to-action',
      heading: 'Work with us',
      text: 'Tell us about your business or your plans, and we will arrange a free, no-obligation consultation.',
      buttonLabel: 'Book a consultation',
      buttonLink: pathOf('contact'),
      secondLabel: 'Contact us',
      secondLink: pathOf('contact'),
      booking: 'first',
    },
  ],
};

export const careersContent = {
  metaTitle: 'Careers',
  metaDescription:
    'Current vacancies at Crestfield Business Services and how to apply, including roles in call handling, administration, recruitment and consulting.',
  heading: 'Careers at Crestfield',
  intro:
    'We are always interested in hearing from organised, friendly and dependable people who take pride in doing things properly. Our roles cover call handling, business support, recruitment and consulting, and many can be carried out remotely or on a hybrid basis from our Birmingham office.',
  openingsHeading: 'Current vacancies',
  loading: 'Loading vacancies...',
  loadError:
    'We could not load our current vacancies. Please try again shortly or contact us directly.',
  job: {
    postedOnLabel: 'Posted on',
    closingDateLabel: 'Closing date',
    descriptionHeading: 'About the role',
    requirementsHeading: 'Requirements',
    viewDescriptionLabel: 'View Job Description',
    closeDescriptionLabel: 'Close Description',
    applyLabel: 'Apply for this role',
    viewLabel: 'Read the full role',
    backLabel: 'All vacancies',
    closedHeading: 'This position has closed',
    closedText:
      'The closing date for this role has passed, so we are no longer taking applications for it. Our current vacancies are listed on the careers page, and new roles are added regularly.',
  },
  application: {
    heading: 'Apply for this role',
    intro:
      'Send us your CV and, if you like, a few lines about why the role suits you. It takes about five minutes.',
    fullNameLabel: 'Full name',
    emailLabel: 'Email',
    phoneLabel: 'Phone number',
    coverLetterLabel: 'Cover letter',
    coverLetterHint: 'Optional, 5000 characters at most.',
    cvLabel: 'CV',
    cvHint: 'A PDF, DOC or DOCX file of 5 MB at most.',
    consentLabel:
      'I agree that Crestfield Business Services processes the details I send to assess my application, as described in the',
    consentLinkLabel: 'privacy policy',
    submitLabel: 'Submit application',
    submittingLabel: 'Sending your application...',
    successHeading: 'Application received',
    successText:
      'Thank you. Our recruitment team reviews every application within five working days. If your experience matches the role we will contact you by phone or email to arrange a short first conversation; if not, we will let you know.',
    cvMissing: 'Attach your CV (a PDF, DOC or DOCX file).',
    cvTooLarge: 'Your CV is larger than 5 MB. Please attach a smaller file.',
    invalidMessage:
      'Your application could not be sent: please give your full name, a valid email address and phone number, attach your CV as a PDF, DOC or DOCX file of 5 MB at most, and tick the consent box.',
    limitedMessage:
      'Too many applications from your connection. Please wait a minute and try again.',
    closedMessage: 'This position has closed and no longer takes applications.',
  },
  howToApply: {
    heading: 'How to apply',
    steps: [
      {
        title: 'Find a role',
        detail:
          'Read the job description and requirements to check the role is a good fit for you.',
      },
      {
        title: 'Send your CV',
        detail:
          'Open the role and fill in its short application form: your contact details, your CV as a PDF or Word file and, if you like, a covering note. You will see straight away that it has arrived.',
      },
      {
        title: 'Initial conversation',
        detail:
          'If your experience matches the role, we will invite you to a short phone or video call to get to know you.',
      },
      {
        title: 'Interview and offer',
        detail:
          'Shortlisted applicants are invited to an interview. We aim to let every applicant know the outcome within two weeks of the closing date.',
      },
    ],
  },
  emptyState: {
    heading: 'No current vacancies',
    text: 'There are no open positions right now. We are still happy to hear from talented people, so please send us your CV through our contact page and tell us the kind of role you are looking for. We will keep it on file and get in touch if a suitable position opens.',
    ctaLabel: 'Send us your CV',
    ctaHref: pathOf('contact'),
  },
  equalOpportunities:
    'Crestfield Business Services is an equal opportunities employer. We welcome applications from everyone and make reasonable adjustments during the recruitment process; just let us know what you need.',
};

/**
 * The contact page's first version (page-kinds/contact/shape.ts) with its SEO defaults, and the
 * words of its form, details and calendar, which stay the product's own.
 */
export const contactContent = {
  metaTitle: 'Contact Us',
  metaDescription:
    'Contact Crestfield Business Services in Birmingham by phone, email or message. We reply to every enquiry within one working day.',
  heading: 'Contact us',
  intro:
    'Tell us a little about what you need and a member of our team will get back to you. You can also call us during office hours or book a free 30-minute consultation at a time that suits you.',
  formHeading: 'Send us a message',
  stepsHeading: 'What happens next',
  steps: [
    {
      title: 'We reply within one working day',
      detail:
        'A member of the team reads your message and replies by email or phone, whichever you prefer.',
    },
    {
      title: 'A short conversation',
      detail:
        'We arrange a free consultation to understand your needs, usually a 30-minute phone or video call.',
    },
    {
      title: 'A written proposal',
      detail:
        'If we are the right fit, we send a clear proposal with the scope, timescale and fee for you to consider.',
    },
  ],
  bookingHeading: 'Book a free 30-minute consultation',
  bookingIntro:
    'Choose a time that suits you and one of our consultants will call you to talk through what your business needs. There is no charge and no obligation.',
  details: {
    phoneHeading: 'Call us',
    emailHeading: 'Email us',
    addressHeading: 'Visit us',
    hoursHeading: 'Office hours',
    whatsappLabel: 'Chat with us on WhatsApp',
  },
  form: {
    fullNameLabel: 'Full name',
    emailLabel: 'Email',
    phoneLabel: 'Phone number',
    serviceLabel: 'Service of interest',
    servicePlaceholder: 'Choose a service',
    extraServiceOptions: ['Careers and job applications', 'General enquiry'],
    messageLabel: 'Message',
    messagePlaceholder:
      'Tell us about your business, what you need help with and any deadlines we should know about.',
    consentNote:
      'We use the details you send only to respond to your enquiry, as explained in our privacy policy.',
    submitLabel: 'Send message',
    submittingLabel: 'Sending...',
    successMessage: 'Thank you, your message has been sent. We will reply within one working day.',
    invalidMessage:
      'Your message could not be sent: please fill in every field (your full name, a valid email address, a phone number, the service and a message of at least 10 characters).',
    limitedMessage: 'Too many messages from your connection. Please wait a minute and try again.',
  },
  booking: {
    consentNote:
      'Our booking calendar is provided by Calendly, which sets its own cookies. We show it here once you allow marketing cookies; you can change your mind at any time in Cookie Settings.',
    allowLabel: 'Allow scheduling cookies to book here',
    frameTitle: 'Consultation booking calendar',
    loadingLabel: 'Loading the booking calendar...',
    openLabel: 'Open the booking calendar on Calendly',
    phoneLead: 'Prefer to talk it through? Call us on',
  },
};

export const newsContent = {
  metaTitle: 'News and Blogs',
  metaDescription:
    'News, updates and practical articles from Crestfield Business Services on running a business, recruitment, compliance and diaspora affairs.',
  heading: 'News and Blogs',
  intro:
    'Company news, practical guidance and commentary from our team on running a business in the UK, recruiting well, staying compliant and managing affairs across borders.',
  allNewsHeading: 'All news and blogs',
  allNewsIntro: 'Browse every article and update we have published, newest first.',
  viewAllLabel: 'View all news',
  feedLabel: 'Follow our news in your feed reader (RSS)',
  readMoreLabel: 'Read more',
  backLabel: 'Back to news',
  byline: company.name,
  loading: 'Loading news...',
  loadError: 'We could not load the latest news. Please try again shortly.',
  notFound: 'No news found',
  emptyState: 'No news or blog posts have been published yet. Please check back soon.',
  previousLabel: 'Previous',
  nextLabel: 'Next',
};

export const notFoundContent = {
  metaTitle: 'Page not found',
  title: 'Unexpected Application Error!',
  status: '404 Not Found',
  message:
    "Sorry, we couldn't find the page you were looking for. It may have moved, or the address may have been typed incorrectly.",
  links: [
    { label: 'Go to the home page', href: '/' },
    { label: 'Contact us', href: pathOf('contact') },
    { label: 'Read our FAQ', href: pathOf('faq') },
  ],
};

/**
 * The forms' failure messages, which name the firm's e-mail address as stored now: the pages
 * write them in when they render (a client form is handed the words, not this function).
 */
export const formFailureMessages = ({ email }: Pick<FirmFacts, 'email'>) => ({
  contact: `Sorry, your message could not be sent. Please try again, or email us at ${email}.`,
  application: `Sorry, your application could not be sent. Please try again, or email your CV to ${email}.`,
});
