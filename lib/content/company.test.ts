import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from '@/components/site/ErrorScreen';
import { company, socialColumn } from './company';
import { faqSections, faqTopics } from './faq';
import { getLegalDocument, legalDocuments } from './legal';
import { formFailureMessages } from './pages';

// Today's facts, as the legal pages have named them since they were written.
const today = {
  email: 'info@crestfieldbusinessservices.co.uk',
  registeredOffice: '85 Colmore Row, Birmingham, B3 2BB',
};
const moved = { email: 'hello@example.org', registeredOffice: '1 Piccadilly, Manchester, M1 1AA' };

const legalText = (slug: string, facts = today) =>
  JSON.stringify(
    getLegalDocument(slug)
      ?.sections(facts)
      .flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]),
  );

describe('company facts', () => {
  it('name the website without its scheme', () => {
    expect(company.websiteHost).toBe('www.crestfieldbusinessservices.co.uk');
  });

  it('appear in the legal pages, worded as before', () => {
    expect(legalText('terms')).toContain(
      'These terms apply to your use of www.crestfieldbusinessservices.co.uk (the \\"website\\"), which is operated by Crestfield Business Services Ltd, a private limited company registered in England and Wales with its registered office at 85 Colmore Row, Birmingham, B3 2BB (\\"we\\", \\"us\\", \\"our\\").',
    );
    for (const document of legalDocuments) {
      expect(legalText(document.slug), document.slug).toContain(today.email);
    }
    expect(legalText('privacy')).toContain(
      `We are a private limited company registered in England and Wales with our registered office at ${today.registeredOffice}.`,
    );
    expect(getLegalDocument('privacy')?.summary).toMatch(
      /^How Crestfield Business Services Ltd collects/,
    );
  });

  it('follow the e-mail and office the back office saved, leaving no trace of the old ones', () => {
    for (const document of legalDocuments) {
      const text = legalText(document.slug, moved);
      expect(text, document.slug).toContain('hello@example.org');
      expect(text, document.slug).not.toContain(today.email);
      expect(text, document.slug).not.toContain('Colmore Row');
    }
    expect(legalText('privacy', moved)).toContain(
      'registered office at 1 Piccadilly, Manchester, M1 1AA.',
    );
  });

  it('appear in the FAQ, the forms’ failures and on the error screen', () => {
    const privacy = faqSections(moved).find((section) => section.slug === 'privacy-and-security');
    expect(JSON.stringify(privacy)).toContain(
      'Email hello@example.org and we will respond within one month.',
    );
    expect(faqTopics.map((topic) => topic.count)).toEqual([4, 6, 4, 3]);
    expect(formFailureMessages(moved).contact).toBe(
      'Sorry, your message could not be sent. Please try again, or email us at hello@example.org.',
    );
    const html = renderToStaticMarkup(createElement(ErrorScreen));
    expect(html.replace(/<!-- -->/g, '')).toContain(
      'the problem continues, email us at info@crestfieldbusinessservices.co.uk.',
    );
  });

  it('link only the social profiles the firm has', () => {
    const profiles = {
      facebook: 'https://www.facebook.com/x',
      instagram: '',
      linkedin: '',
      whatsapp: 'https://wa.me/441214960734',
    };
    expect(socialColumn(profiles)?.links.map((link) => link.label)).toEqual([
      'Facebook',
      'WhatsApp chat',
    ]);
    expect(socialColumn({ ...profiles, facebook: '', whatsapp: '' })).toBeNull();
  });
});
