import { describe, expect, it } from 'vitest';
import { getLegalDocument } from '@/lib/content/legal';
import { legalSeed } from '@/lib/content/legal-seed';
import { withFirmFacts } from './with-firm-facts';

const facts = { email: 'hello@example.org', registeredOffice: '1 Piccadilly, Manchester, M1 1AA' };

describe('a legal page’s body with the firm’s facts', () => {
  it('names the firm’s e-mail and office as they are now, escaped', () => {
    const html = '<p>Email {email} or write to {registered office}.</p>';
    expect(withFirmFacts(html, { email: 'a&b@example.org', registeredOffice: '1 <High> St' })).toBe(
      '<p>Email a&amp;b@example.org or write to 1 &lt;High&gt; St.</p>',
    );
  });

  it('fills the shipped policies, which hold no e-mail or office of their own', () => {
    const privacy = legalSeed(getLegalDocument('privacy')!);
    expect(privacy.body).not.toContain('@');
    expect(privacy.body).not.toContain('Colmore Row');
    const shown = withFirmFacts(privacy.body, facts);
    expect(shown).toContain('please email hello@example.org.');
    expect(shown).toContain('registered office at 1 Piccadilly, Manchester, M1 1AA.');
  });

  it('never lets a value become a link: a placeholder inside an attribute stays inert', () => {
    const html =
      '<p><a href="{registered office}">Our office</a> <a href="{email}">Write</a> {registered office}</p>';
    const shown = withFirmFacts(html, {
      email: 'a@b.c',
      registeredOffice: 'javascript:alert(document.domain)//, Birmingham, B3 2BB',
    });
    expect(shown).not.toMatch(/href="javascript:/i);
    expect(shown).not.toContain('href="a@b.c"');
    // Written as text where the text names it: harmless words on the page.
    expect(shown).toContain('</a> javascript:alert(document.domain)//, Birmingham, B3 2BB</p>');
  });

  it('sanitises the body on the way out, whatever was stored', () => {
    const shown = withFirmFacts('<p onclick="x()">Hi<img src=x onerror=alert(1)></p>', facts);
    expect(shown).toBe('<p>Hi</p>');
  });
});
