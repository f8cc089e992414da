// The checks before publishing, on the copy of a policy (rich text) and of pages with a picture:
// what stops "Publish", what only warns, and the links to this site the server is asked about.
import { describe, expect, it } from 'vitest';
import { pageCopyParts, siteLinksOf, textAndRichText } from './copy-parts';
import { copyChecks, publishRefusal } from './page-checks';

const ORIGIN = 'https://www.example.com';
const policy = (body: string, more: Record<string, unknown> = {}) => ({
  summary: 'How we use your data.',
  updated: '2026-01-01',
  body,
  seoTitle: '',
  seoDescription: '',
  socialImage: '',
  ...more,
});
const checksOf = (content: unknown, missing: string[] = []) =>
  copyChecks(pageCopyParts(content), missing);

describe('links to this site', () => {
  it('finds site-relative links and absolute ones to the site’s own origin, once each', () => {
    const body =
      '<p><a href="/about">About</a> <a href="https://www.example.com/no-such?x=1#top">x</a>' +
      ' <a href="https://elsewhere.example/">y</a> <a href="mailto:a@b.c">m</a>' +
      ' <a href="//evil.example/">z</a> <a href="/about#team">again</a></p>';
    expect(siteLinksOf(pageCopyParts(policy(body)).html, ORIGIN)).toEqual([
      '/about',
      '/no-such?x=1',
    ]);
  });

  it('finds the links of a section’s rich text and of its buttons, not its kind as words', () => {
    const parts = pageCopyParts({
      title: 'Sectors we serve',
      sections: [
        { kind: 'text', heading: 'Clinics', text: '<p><a href="/dental">Dental</a></p>' },
        {
          kind: 'call-to-action',
          heading: 'Talk to us',
          text: 'One working day.',
          buttonLabel: 'Contact us',
          buttonLink: '/contact-us',
          secondLabel: 'Our partner',
          secondLink: 'https://partner.example/',
          booking: 'none',
        },
      ],
    });
    expect(siteLinksOf(parts.html, ORIGIN, parts.links)).toEqual(['/dental', '/contact-us']);
    expect(parts.text).not.toContain('call-to-action');
    expect(parts.text.join(' ')).not.toContain('<p>');
  });

  it('names each link that answers 404 as an error that stops publishing', () => {
    const checks = checksOf(policy('<p><a href="/gone">Gone</a></p>'), ['/gone']);
    expect(checks).toEqual([
      {
        level: 'error',
        message: 'The link to /gone leads to an address of this site that does not exist (404).',
      },
    ]);
    expect(publishRefusal(checks)).toMatch(/^Not published\. The link to \/gone /);
  });
});

describe('pictures', () => {
  it('stops a rich-text picture without alt, naming its file; alt="" is decorative', () => {
    const body =
      '<p>Hi</p><img src="/media/uploads/abcdefghijklmnopqrstuv.png">' +
      '<img src="/media/uploads/bbcdefghijklmnopqrstuv.png" alt="">';
    expect(checksOf(policy(body))).toEqual([
      {
        level: 'error',
        message:
          'The picture “abcdefghijklmnopqrstuv.png” has no description: select it, then Describe image.',
      },
    ]);
  });

  it('stops a page’s Image without its Image description', () => {
    const about = { heading: 'About us', image: '/images/about.jpg', imageAlt: ' ' };
    expect(checksOf(about).map((check) => check.message)).toEqual([
      'The picture in “Image” has no description: fill in “Image description”.',
    ]);
    expect(checksOf({ ...about, imageAlt: 'Our office' })).toEqual([]);
  });
});

describe('warnings, which do not stop publishing', () => {
  it('warns of an SEO title over 60 and a description over 160 characters', () => {
    const checks = checksOf(
      policy('<p>Text</p>', { seoTitle: 'a'.repeat(61), seoDescription: 'b'.repeat(161) }),
    );
    expect(checks).toEqual([
      {
        level: 'warning',
        message: 'The SEO title is 61 characters: search engines show about 60.',
      },
      {
        level: 'warning',
        message: 'The SEO description is 161 characters: search engines show about 160.',
      },
    ]);
    expect(publishRefusal(checks)).toBeNull();
    expect(checksOf(policy('<p>Text</p>', { seoTitle: 'a'.repeat(60) }))).toEqual([]);
  });

  it('warns of an empty page', () => {
    expect(checksOf(policy('<p> </p>', { summary: '' }))).toEqual([
      { level: 'warning', message: 'The page is empty: it has no text.' },
    ]);
    expect(checksOf({ heading: '', intro: '', steps: [{ title: '', detail: '' }] })).toHaveLength(
      1,
    );
    // Copy nested deeper than any page's shape is no copy (and never exhausts the stack).
    let deep: unknown = 'Words';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(checksOf({ heading: '', items: deep })).toHaveLength(1);
    // A news item's or a job's form asks for its text itself.
    expect(copyChecks(textAndRichText([''], ['<p></p>']), [])).toEqual([]);
  });

  it('warns of a skipped heading level, not of going back up', () => {
    const body = '<h2>Who we are</h2><p>x</p><h4>Our <em>team</em></h4><h2>Next</h2><h3>Ok</h3>';
    expect(checksOf(policy(body))).toEqual([
      {
        level: 'warning',
        message: 'The heading “Our team” skips a level: heading 4 after heading 2.',
      },
    ]);
  });
});
