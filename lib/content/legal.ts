// Legal pages: /terms, /privacy and /cookie-policy. Static data only; the firm's name and
// incorporation come from company.ts, its e-mail and registered office from the stored details
// (the back office's Settings) as each page renders, so that they cannot drift apart.
import { company, type FirmFacts } from './company';

export type LegalSlug = 'terms' | 'privacy' | 'cookie-policy';

export type LegalSection = { heading: string; paragraphs: string[]; bullets?: string[] };

export type LegalDocument = {
  slug: LegalSlug;
  title: string;
  summary: string;
  /** ISO date of the last revision, e.g. '2026-11-01'. */
  updated: string;
  /** The text, naming the firm's e-mail and registered office as they are now. */
  sections: (facts: FirmFacts) => LegalSection[];
};

const WEBSITE = company.websiteHost;
const { legalName, name } = company;
const { form, jurisdiction } = company.incorporation;

export const legalDocuments: readonly LegalDocument[] = [
  {
    slug: 'terms',
    title: 'Terms of Service',
    summary: `The terms that apply when you use our website, send us an enquiry or book a consultation with ${name}.`,
    updated: '2026-11-01',
    sections: ({ email, registeredOffice }) => [
      {
        heading: 'About these terms',
        paragraphs: [
          `These terms apply to your use of ${WEBSITE} (the "website"), which is operated by ${legalName}, a ${form} registered in ${jurisdiction} with its registered office at ${registeredOffice} ("we", "us", "our").`,
          'By using the website you accept these terms. If you do not agree with them, please do not use the website. Please also read our Privacy Policy and Cookie Policy, which explain how we handle personal data and cookies.',
        ],
      },
      {
        heading: 'Using our website',
        paragraphs: [
          'You may use the website to learn about our services, contact us, book a consultation and apply for vacancies. You must use it lawfully and must not do anything that could damage the website or interfere with other people using it.',
        ],
        bullets: [
          'Do not attempt to gain unauthorised access to the website, its administration area, its servers or any connected systems.',
          'Do not introduce viruses, malicious code or automated tools that place an unreasonable load on the website.',
          'Do not submit information through our forms that is false, offensive or belongs to someone else without their permission.',
          'Do not copy or reuse substantial parts of the website for commercial purposes without our written consent.',
        ],
      },
      {
        heading: 'Information on this website',
        paragraphs: [
          'The content of the website is general information about our firm and our services. It is not professional advice and should not be relied on as legal, tax, financial or immigration advice for your particular circumstances.',
          'We take care to keep the website accurate and up to date, but we do not guarantee that it is complete, current or free from errors, or that it will always be available without interruption.',
        ],
      },
      {
        heading: 'Our services',
        paragraphs: [
          'Any service we provide is governed by a written proposal or engagement letter setting out the scope, fees and terms for that work. If there is a conflict between those documents and these terms, the proposal or engagement letter takes precedence.',
          'Quotes are valid for 30 days unless they state otherwise. Prices shown or discussed before a written proposal is issued are estimates only.',
        ],
      },
      {
        heading: 'Regulated advice',
        paragraphs: [
          'Some matters can only be advised on by regulated professionals. We do not provide immigration advice or services regulated by the Immigration Advice Authority, reserved legal activities, regulated financial advice or tax advice.',
          'Where your matter requires such advice, we will tell you and, if you wish, introduce you to an appropriately qualified and regulated professional. That professional will contract with you directly and is responsible for the advice they give.',
        ],
      },
      {
        heading: 'Enquiries and consultations',
        paragraphs: [
          'Sending us a message or booking a free consultation through the website does not create a contract for services. We aim to reply to enquiries within one working day.',
          'If you cannot attend a booked consultation, please cancel or rearrange it using the link in your booking confirmation or by contacting us, ideally at least 24 hours beforehand.',
        ],
      },
      {
        heading: 'Job applications',
        paragraphs: [
          "Vacancies published on our careers page may be filled or withdrawn at any time. Applying for a vacancy does not guarantee an interview or an offer of employment. We handle applicants' personal data as described in our Privacy Policy.",
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The website and its content, including text, graphics, logos and layout, belong to us or to our licensors and are protected by copyright and other intellectual property rights.',
          'You may view, download and print pages for your own reference or to share within your organisation, provided you do not change them and you acknowledge us as the source.',
        ],
      },
      {
        heading: 'Third-party links and services',
        paragraphs: [
          'The website contains links to other websites, including our social media pages, and uses third-party services for live chat and consultation booking. These are provided for your convenience; we do not control them and are not responsible for their content or for how their providers handle your data. Their own terms and privacy notices apply.',
        ],
      },
      {
        heading: 'Our liability',
        paragraphs: [
          'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be limited or excluded under the law of England and Wales.',
          'Subject to that, we are not liable for any loss or damage arising from your use of, or inability to use, the website or from reliance on its content, including loss of profit, business, revenue or data. Our liability for services we provide is set out in the relevant proposal or engagement letter.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms from time to time, for example to reflect changes to our services or to the law. The date at the top of this page shows when they were last revised. Please check this page when you use the website.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction over any dispute arising from them, except that if you live in Scotland or Northern Ireland you may also bring proceedings in your local courts.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          `If you have any questions about these terms, please email ${email} or write to ${legalName}, ${registeredOffice}.`,
        ],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    summary: `How ${legalName} collects, uses, shares and protects personal data, and how you can exercise your rights under UK data protection law.`,
    updated: '2026-11-01',
    sections: ({ email, registeredOffice }) => [
      {
        heading: 'Who we are',
        paragraphs: [
          `${legalName} ("we", "us", "our") is the controller of the personal data described in this policy. We are a ${form} registered in ${jurisdiction} with our registered office at ${registeredOffice}.`,
          `We process personal data in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. If you have any questions about this policy or how we handle your data, please email ${email}.`,
        ],
      },
      {
        heading: 'The information we collect',
        paragraphs: [
          'We collect only the information we need for the purposes described below. Most of it comes directly from you.',
        ],
        bullets: [
          'Contact form: your full name, email address, phone number, the service you are interested in and your message, together with our replies to you.',
          'Consultation bookings: your name, email address, the time you choose and any answers you give in the booking form.',
          'Live chat: your name, email address and the content of the conversation, if you use the chat widget.',
          'Job applications: your CV, covering message, employment history, qualifications and contact details. If we make you an offer, we also collect right-to-work documents and, for roles where the law requires it, criminal record check results.',
          'Clients: contact details of the people we deal with, and the information needed to deliver the services you ask us for.',
          'Website visits: the date of your visit and your IP address, recorded only if you accept analytics cookies.',
          'Administration: a session cookie for our administrator while signed in to the back office.',
        ],
      },
      {
        heading: 'How we use your information and our lawful bases',
        paragraphs: [
          'We rely on the following lawful bases under Article 6 of the UK GDPR. Where we process criminal offence data for regulated roles, we do so only where authorised by the Data Protection Act 2018.',
        ],
        bullets: [
          'Replying to enquiries and arranging consultations: our legitimate interests in responding to people who contact us, or taking steps at your request before entering into a contract.',
          'Delivering our services and managing our client relationships: performance of a contract.',
          'Assessing job applicants and presenting candidates to employers: our legitimate interests in recruiting suitable people, and steps before entering into a contract with you.',
          'Right-to-work and criminal record checks: compliance with a legal obligation.',
          'Recording website visits and loading the live-chat and booking widgets: your consent, which you give through our cookie banner and can withdraw at any time.',
          'Keeping accounting and tax records: compliance with a legal obligation.',
          'Sending occasional news about our services: your consent, or our legitimate interests for existing clients, with an option to unsubscribe in every message.',
        ],
      },
      {
        heading: 'How long we keep your information',
        paragraphs: [
          'We keep personal data only for as long as we need it for the purpose it was collected for, and then delete or anonymise it.',
        ],
        bullets: [
          'Enquiries that do not lead to an engagement: 24 months from our last contact with you.',
          'Client records: six years after the end of our engagement, to meet legal, tax and insurance requirements.',
          'Job applications made on our careers pages, with the CV attached: 180 days (about six months) from the day you apply, after which our server deletes them automatically. If we offer you a role, the details you need for your employment are kept in your staff record instead.',
          'Website visit records (date and IP address): 13 months, after which our server deletes them automatically.',
          'Live-chat transcripts: 12 months.',
          'Administrator session cookie: until the administrator signs out or the session expires.',
        ],
      },
      {
        heading: 'Who we share your information with',
        paragraphs: [
          'We never sell your personal data. We share it only where necessary with the following recipients, each of whom must protect it and use it only for the agreed purpose.',
        ],
        bullets: [
          'Service providers who host our website and systems and provide our email, live-chat and consultation booking services.',
          'Professional advisers such as our accountants, lawyers and insurers.',
          'Employers to whom we present you as a candidate, only with your agreement.',
          'Qualified professionals and partners who carry out work on your instructions, for example in your home country or as part of a relocation.',
          'Police, regulators, courts or other authorities where we are required by law to do so.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'Some of our service providers store or process data outside the United Kingdom. Where they do, we make sure the transfer is protected by UK adequacy regulations or by appropriate safeguards such as the International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses.',
          'Where you ask us to act for you in another country, for example through our diaspora or relocation services, we will need to share relevant information with professionals in that country. We will explain what will be shared and why before we do so.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use essential cookies and browser storage to run the website, and analytics and marketing technologies only with your consent. Our Cookie Policy explains each of them and how to change your choice at any time.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under UK data protection law you have the following rights over your personal data. Some of them apply only in certain circumstances.',
        ],
        bullets: [
          'Access: to ask for a copy of the personal data we hold about you.',
          'Rectification: to have inaccurate or incomplete data corrected.',
          'Erasure: to ask us to delete your data.',
          'Restriction: to ask us to limit how we use your data, for example while we check its accuracy.',
          'Objection: to object to processing based on our legitimate interests, and to direct marketing at any time.',
          'Portability: to receive data you gave us in a structured, commonly used format, or to have it sent to another organisation.',
          'Withdrawal of consent: where we rely on your consent, to withdraw it at any time, without affecting processing carried out before you withdrew it.',
        ],
      },
      {
        heading: 'How to exercise your rights',
        paragraphs: [
          `Email ${email} or write to us at ${registeredOffice}. There is normally no charge. We may ask you to confirm your identity before we act on your request, and we will respond within one month. If your request is complex, we may extend this by up to two further months and will tell you why.`,
        ],
      },
      {
        heading: 'How we protect your information',
        paragraphs: [
          "We use access controls, strong passwords, multi-factor authentication and encryption in transit to protect personal data, and we limit access to the people who need it for their work. If a data breach is likely to put your rights at risk, we will tell you and the Information Commissioner's Office as the law requires.",
        ],
      },
      {
        heading: 'How to complain',
        paragraphs: [
          'If you are unhappy with how we have handled your personal data, please contact us first so that we can try to put things right.',
          "You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority for data protection. You can contact the ICO at ico.org.uk/make-a-complaint, by calling 0303 123 1113, or by writing to the Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.",
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We review this policy regularly and will update it when our practices or the law change. The date at the top of this page shows when it was last revised.',
        ],
      },
    ],
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    summary:
      'Which cookies and similar technologies our website uses, why we use them, and how you can accept, reject or change your choices at any time.',
    updated: '2026-11-01',
    sections: ({ email }) => [
      {
        heading: 'What cookies are',
        paragraphs: [
          "Cookies are small text files that a website stores on your device. Similar technologies, such as your browser's local storage, work in a comparable way. They help a website remember information between pages and visits.",
          `This policy explains how ${legalName} uses these technologies on our website. It should be read alongside our Privacy Policy.`,
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          "When you first visit the website, a banner asks for your choice. 'Accept All' allows analytics and marketing technologies, 'Reject All' allows essential ones only, and 'Cookie Settings' lets you choose each category separately. Essential cookies are always on because the website cannot work properly without them.",
          'Until you make a choice, and if you reject them, we do not record your visit or load the third-party live-chat and booking widgets.',
        ],
      },
      {
        heading: 'Essential cookies and storage',
        paragraphs: [
          'These are needed for the website to function and do not require your consent.',
        ],
        bullets: [
          'Administrator session: a cookie set only when our administrator signs in to the back office, used to keep them signed in securely. It expires when they sign out or the session ends. Ordinary visitors never receive it.',
          "Consent preference: saved in your browser's local storage to remember whether you have made a choice and which categories you accepted, so that we do not ask you again on every page. It stays until you change your choice or clear your browser storage.",
        ],
      },
      {
        heading: 'Analytics',
        paragraphs: [
          'Only if you accept analytics, we keep a first-party record of your visit consisting of the date and your IP address. We use these records to understand how many people visit the website and when. They are stored on our own systems, are not shared with analytics companies and are deleted automatically after 13 months.',
        ],
      },
      {
        heading: 'Marketing and third-party widgets',
        paragraphs: [
          'Only if you accept marketing, we load two services provided by third parties. Their providers may set their own cookies and receive information such as your IP address and browser details, as described in their privacy notices.',
        ],
        bullets: [
          'Live chat: a chat window that lets you message our team. Its cookies keep your conversation open as you move between pages.',
          "Consultation booking: the scheduling widget opened by the 'Book a free Consultation' badge, which shows available times and records your booking.",
        ],
      },
      {
        heading: 'Changing your choice',
        paragraphs: [
          "You can change your choice at any time by selecting 'Cookie Settings' in the footer of any page. This opens the Cookie Preferences window, where you can switch analytics and marketing on or off and select 'Save Preferences'.",
          'If you withdraw consent, we stop recording your visits and stop loading the third-party widgets from then on. Cookies already set by third parties can be removed through your browser settings.',
        ],
      },
      {
        heading: 'Managing cookies in your browser',
        paragraphs: [
          'Most browsers let you view, block and delete cookies and local storage. If you block all cookies, some parts of the website, such as the live chat, will not work. The help pages of your browser explain how to change these settings.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          `We will update this policy if we change the technologies we use; the date at the top of the page shows the latest revision. If you have any questions, please email ${email}.`,
        ],
      },
    ],
  },
];

export function getLegalDocument(slug: string): LegalDocument | undefined {
  return legalDocuments.find((document) => document.slug === slug);
}
