import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from '@/components/site/ErrorScreen';
import { company } from './company';
import { faqSections } from './faq';
import { getLegalDocument, legalDocuments } from './legal';

const legalText = (slug: string) =>
  JSON.stringify(
    getLegalDocument(slug)?.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]),
  );

describe('company facts', () => {
  it('derive the address lines the site prints', () => {
    expect(company.registeredOffice).toBe('85 Colmore Row, Birmingham, B3 2BB');
    expect(company.address.display).toBe('85 Colmore Row, Birmingham, B3 2BB, United Kingdom');
    expect(company.websiteHost).toBe('www.crestfieldbusinessservices.co.uk');
    expect(company.registration).toBe(
      'Crestfield Business Services Ltd is a private limited company registered in England and Wales. Registered office: 85 Colmore Row, Birmingham, B3 2BB.',
    );
  });

  it('appear in the legal pages, worded as before', () => {
    expect(legalText('terms')).toContain(
      'These terms apply to your use of www.crestfieldbusinessservices.co.uk (the \\"website\\"), which is operated by Crestfield Business Services Ltd, a private limited company registered in England and Wales with its registered office at 85 Colmore Row, Birmingham, B3 2BB (\\"we\\", \\"us\\", \\"our\\").',
    );
    for (const document of legalDocuments) {
      expect(legalText(document.slug), document.slug).toContain(company.email);
    }
    expect(legalText('privacy')).toContain(
      `We are a private limited company registered in England and Wales with our registered office at ${company.registeredOffice}.`,
    );
    expect(getLegalDocument('privacy')?.summary).toMatch(
      /^How Crestfield Business Services Ltd collects/,
    );
  });

  it('appear in the FAQ and on the error screen', () => {
    const privacy = faqSections.find((section) => section.slug === 'privacy-and-security');
    expect(JSON.stringify(privacy)).toContain(
      'Email info@crestfieldbusinessservices.co.uk and we will respond within one month.',
    );
    const html = renderToStaticMarkup(createElement(ErrorScreen));
    expect(html.replace(/<!-- -->/g, '')).toContain(
      'the problem continues, email us at info@crestfieldbusinessservices.co.uk.',
    );
  });
});
