// FAQ copy for /faq and /faq/{section}. Static data only. Each page's heading is `${title} FAQ`.
import type { z } from 'zod';
import type { faqSectionContentSchema } from '@/page-kinds/faq-section/shape';
// An answer that names the firm's e-mail names it as stored now (the back office's Settings).
import { companyDefaults, type FirmFacts } from './company';

/** A section as the code seeds it: the copy the firm edits (page-kinds/faq-section/shape.ts) and its address. */
export type FaqSection = z.input<typeof faqSectionContentSchema> & {
  slug: 'call-answering' | 'recruitment' | 'consulting' | 'privacy-and-security';
};
export type FaqItem = FaqSection['items'][number];

export const faqPageContent = {
  metaTitle: 'Frequently Asked Questions',
  metaDescription:
    'Answers to common questions about our call answering, recruitment and consulting services, and how we protect your personal data.',
  heading: 'Frequently Asked Questions',
  intro:
    "Choose a topic below to find answers to the questions clients ask us most often. If you can't find what you are looking for, contact us and a member of the team will reply within one working day.",
  emptySection: 'No FAQs available for this section.',
  contactPrompt: 'Still have a question?',
  contactLinkLabel: 'Contact us',
} as const;

/** The sections with the firm's facts as they are now: what the FAQ pages and search show. */
export const faqSections = ({ email }: Pick<FirmFacts, 'email'>): readonly FaqSection[] => [
  {
    slug: 'call-answering',
    title: 'Call Answering',
    intro:
      'How our call answering and virtual receptionist service works, from set-up to event lines and out-of-hours cover.',
    items: [
      {
        question: 'How does your call answering service work?',
        answer:
          "You divert your business line to us, or use a dedicated number we provide, whenever you want cover. Our receptionists answer in your company name using a greeting and script agreed with you, take the caller's details and the reason for the call, and send you the message by email, text or WhatsApp as soon as the call ends. Urgent calls can be transferred to you or a colleague according to your instructions.",
      },
      {
        question: 'How do I get started?',
        answer:
          'Book a free consultation or send us a message through the contact page. We will discuss your call volumes, the hours you need covered and how you would like messages passed on, then send you a short proposal. Once you approve it, we agree your greeting and script together and set up call diversion. Straightforward set-ups are usually live within two working days.',
      },
      {
        question: 'Can you handle calls for event organisers?',
        answer:
          'Yes. We can set up a temporary number for a conference, exhibition, launch or festival and answer it from an event script covering tickets, timings, venue access, parking and accessibility. Bookings and special requests reach your team in a daily log, and anything urgent is passed on straight away, so your organisers can concentrate on running the event rather than answering the phone.',
      },
      {
        question: 'Do you answer calls outside office hours?',
        answer:
          'Yes. Cover can extend into evenings, weekends and public holidays. Outside your working hours we take full messages, let callers know when they can expect to hear back and, if you wish, contact a nominated person immediately about genuine emergencies. You decide what counts as urgent, and every call is logged so you can see exactly what happened when you start work the next morning.',
      },
    ],
  },
  {
    slug: 'recruitment',
    title: 'Recruitment',
    intro:
      'What to expect when you ask us to fill a vacancy: the process, timescales, sectors, progress updates and fees.',
    items: [
      {
        question: 'What are the steps in your recruitment process?',
        answer:
          'Every assignment follows four stages. First, we agree the role, salary, working pattern and essential skills with you and confirm our quote. Second, we advertise, search our network and screen applicants for experience, qualifications and right to work. Third, we interview the strongest candidates and send you a shortlist with our notes. Finally, we arrange your interviews, manage the offer and references, and follow up after the new starter joins.',
      },
      {
        question: 'How long does it take to fill a position?',
        answer:
          'Most clients receive a screened shortlist within two to six weeks of agreeing the brief. Roles with common skill sets in well-supplied locations sit at the shorter end; specialist, senior or overseas roles, and those needing checks such as DBS or professional registration, take longer. We give you a realistic timescale at the start and tell you promptly if anything changes.',
      },
      {
        question: 'Which industries do you recruit for?',
        answer:
          'We focus on four areas: healthcare, including care workers, nurses and support staff; IT, from developers and analysts to technical support; engineering, covering technical, maintenance and site-based roles; and remote data entry and administration. Concentrating on these sectors means we understand the qualifications, checks and working patterns each involves. If your role falls outside them, ask us and we will tell you honestly whether we can help.',
      },
      {
        question: 'How can I track the progress of my vacancy?',
        answer:
          'You will have a named recruiter as your single point of contact. Every week we send a written update covering applications received, candidates screened, interviews arranged and anything we have learned from the market, such as salary expectations. You can also call or email your recruiter at any time between updates.',
      },
      {
        question: 'Do you recruit internationally?',
        answer:
          'Yes. We source candidates in the UK and abroad, and can help employers fill roles in other countries. If you plan to bring someone to work in the UK, you will need the right sponsor licence and the candidate will need a suitable visa; we coordinate timings and documents with your immigration adviser or solicitor, and can support the new starter with relocation once the visa is granted.',
      },
      {
        question: 'How much do your recruitment services cost?',
        answer:
          'Every vacancy is different, so we price each assignment with a custom quote. The fee depends on the type and seniority of the role, the number of positions, how widely we need to search and which checks are required. We confirm the fee in writing before any work begins, with no hidden extras. Send us the details of your vacancy and we will reply with a quote within one working day.',
      },
    ],
  },
  {
    slug: 'consulting',
    title: 'Consulting',
    intro:
      'Questions about our consulting work, including support for members of the diaspora with affairs in their home country.',
    items: [
      {
        question: 'What is diaspora consulting?',
        answer:
          'Diaspora consulting supports people of African heritage living in the UK who have property, investments, businesses or family responsibilities in their home country. We act as an organised, accountable point of contact: planning the work with you, coordinating trusted local professionals, checking progress and reporting back in writing with photographs and receipts, so you stay in control of your affairs at home.',
      },
      {
        question: 'Can you help with tax issues?',
        answer:
          'We help you understand where tax questions arise, for example when you earn rental income abroad, sell property at home or move between countries, and we organise the records your advisers need. We are not tax advisers ourselves, so specific tax advice and returns are handled by qualified accountants or tax advisers in the UK and, where needed, in your home country, and we coordinate with them on your behalf.',
      },
      {
        question: 'Can you represent me in my home country?',
        answer:
          'We can act on your written instructions to handle practical matters such as site visits, document collection, meetings with contractors and dealings with local offices. Where formal legal representation is needed, for example in a land dispute or a company registration, we arrange for a qualified local lawyer to act for you, usually under a power of attorney you approve, and we keep you informed at every step.',
      },
      {
        question: 'What makes your consulting services different?',
        answer:
          'We combine UK business experience with a practical understanding of how things work for diaspora clients in Africa. Every engagement starts with a free 30-minute consultation and a written proposal with a fixed or capped fee. We report in writing, release no money without the evidence you asked for, and finish each engagement with clear actions rather than a report that sits on a shelf.',
      },
    ],
  },
  {
    slug: 'privacy-and-security',
    title: 'Privacy and Security',
    intro:
      'How we protect the information you share with us and how you can exercise your data protection rights.',
    items: [
      {
        question: 'How do you keep my data secure?',
        answer:
          'Client information is held on secure, access-controlled systems protected by strong passwords and multi-factor authentication, and staff can see only the information they need for their work. Data is encrypted in transit, our devices are kept up to date, and everyone who handles client data is bound by confidentiality obligations. We review our security measures regularly and have a procedure for responding quickly to any suspected breach.',
      },
      {
        question: 'Do you comply with GDPR?',
        answer:
          'Yes. We process personal data in line with the UK General Data Protection Regulation and the Data Protection Act 2018. We collect only what we need, explain how we use it in our privacy policy, rely on a clear lawful basis for each purpose, keep data no longer than necessary, and make sure any supplier that processes data for us is bound by a written contract with appropriate safeguards.',
      },
      {
        question: 'What rights do I have over my personal data?',
        answer: `You have the right to access the personal data we hold about you, to have inaccurate data corrected, to ask for it to be deleted, and to restrict or object to how we use it. Where we rely on your consent, for example for analytics cookies, you can withdraw it at any time. Email ${email} and we will respond within one month. You can also complain to the Information Commissioner's Office.`,
      },
    ],
  },
];

export type FaqTopic = Pick<FaqSection, 'slug' | 'title' | 'intro'> & { count: number };

/** Each section's address, title and size, which no fact changes: topic links, sitemaps, tests. */
export const faqTopics: readonly FaqTopic[] = faqSections(companyDefaults).map(
  ({ slug, title, intro, items }) => ({ slug, title, intro, count: items.length }),
);

/** Looks a FAQ section up by slug; undefined for an unknown section ("No FAQs available for this section."). */
export function getFaqSection(
  slug: string,
  facts: Pick<FirmFacts, 'email'>,
): FaqSection | undefined {
  return faqSections(facts).find((section) => section.slug === slug);
}
