import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sectionsSchema, type SectionInput } from './kinds';
import { RenderSections } from './renderers';

// The kinds that read nothing but their own copy, rendered as a visitor's page would have them.
const render = (sections: SectionInput[]) =>
  renderToStaticMarkup(
    createElement(RenderSections, {
      sections: sectionsSchema.parse(sections),
      path: '/sectors-we-serve',
    }),
  );

const questions: SectionInput = {
  kind: 'questions',
  heading: 'Common questions',
  questions: [{ question: 'Do you cover weekends?', answer: 'Yes, every day of the year.' }],
};

describe('the sections as visitors see them', () => {
  it('renders each section under its heading, in order, with ids unique on the page', () => {
    const html = render([
      { kind: 'text', heading: 'Who we work with', text: '<p>Law firms and clinics.</p>' },
      {
        kind: 'call-to-action',
        heading: 'Talk to us',
        text: 'We reply within a working day.',
        buttonLabel: 'Book a call',
        buttonLink: 'https://example.com/book',
      },
      {
        kind: 'figures',
        heading: 'In numbers',
        figures: [{ figure: '98%', label: 'calls answered within three rings' }],
      },
      {
        kind: 'quote',
        quote: 'They never miss a call.',
        name: 'Amara Okafor',
        company: 'Okafor Dental',
      },
    ]);
    const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([^<]+)<\/h2>/g)];
    expect(headings.map((match) => match[2])).toEqual([
      'Who we work with',
      'Talk to us',
      'In numbers',
    ]);
    expect(headings.map((match) => match[1])).toEqual([
      'section-1-title',
      'section-2-title',
      'section-3-title',
    ]);
    expect(html).toContain('<p>Law firms and clinics.</p>');
    expect(html).toContain('href="https://example.com/book"');
    expect(html).toMatch(/<dt>calls answered within three rings<\/dt><dd>98%<\/dd>/);
    expect(html).toMatch(/<figcaption><strong>Amara Okafor<\/strong>, Okafor Dental<\/figcaption>/);
  });

  it('shows rich text only through the sanitiser', () => {
    const html = render([
      {
        kind: 'text',
        heading: 'Payroll',
        text: '<p onclick="steal()">Monthly runs.</p><script>steal()</script>',
      },
    ]);
    expect(html).toContain('Monthly runs.');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<script');
  });

  it('gives FAQ data for a page’s one Questions section only', () => {
    const one = render([questions]);
    expect(one.match(/"@type":"FAQPage"/g)).toHaveLength(1);
    expect(one).toContain('/sectors-we-serve');
    expect(render([questions, questions])).not.toContain('FAQPage');
  });

  it('puts the picture with its description, on the side chosen', () => {
    const section = {
      kind: 'image-and-text' as const,
      heading: 'Our Birmingham office',
      text: '<p>Ten minutes from New Street.</p>',
      image: '/images/about.jpg',
      imageAlt: 'The team planning together',
    };
    const left = render([section]);
    expect(left).toMatch(/<img[^>]*alt="The team planning together"/);
    const right = render([{ ...section, imageRight: true }]);
    expect(right).not.toBe(left);
    expect(right).toMatch(/class="[^"]*right/);
  });

  it('ends a text with its highlighted statement only when one is written', () => {
    const text = { kind: 'text' as const, heading: 'Our story', text: '<p>Founded in 2015.</p>' };
    expect(render([text])).not.toContain('<h3>');
    const html = render([{ ...text, highlightHeading: 'Our mission', highlight: 'Calm support.' }]);
    expect(html).toMatch(/<h3>Our mission<\/h3><p>Calm support.<\/p>/);
  });

  it('shows a second button when it has a label, and either button may book a consultation', () => {
    const band = {
      kind: 'call-to-action' as const,
      heading: 'Work with us',
      text: 'A free first consultation.',
      buttonLabel: 'Book a consultation',
      buttonLink: '/contact-us',
    };
    const links = (html: string) => [...html.matchAll(/<a [^>]*>[^<]*<\/a>/g)].map((m) => m[0]);
    expect(links(render([band]))).toHaveLength(1);
    const two = links(
      render([{ ...band, secondLabel: 'Contact us', secondLink: '/contact-us', booking: 'first' }]),
    );
    expect(two).toEqual([
      '<a href="/contact-us" class="button button--light">Book a consultation</a>',
      '<a href="/contact-us" class="button button--outline-light">Contact us</a>',
    ]);
    expect(
      sectionsSchema.safeParse([{ ...band, secondLabel: 'Contact us' }]).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: [0, 'secondLink'],
        message: 'Please add where the second button leads.',
      }),
    ]);
  });
});
