import { describe, expect, it } from 'vitest';
import { isAllowedImage, isAllowedLink } from './allowed-uri';

describe('editor addresses', () => {
  it('accepts the link schemes the sanitiser keeps and site paths', () => {
    for (const url of [
      'https://example.com',
      'http://example.com/a?b=c',
      'ftp://files.example.com',
      'mailto:info@example.com',
      'tel:+441214960734',
      '/careers',
    ]) {
      expect(isAllowedLink(url), url).toBe(true);
    }
  });

  it('refuses script, data and protocol-relative links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
      'https://',
    ]) {
      expect(isAllowedLink(url), url).toBe(false);
    }
  });

  it('takes images from web addresses or the site only', () => {
    expect(isAllowedImage('https://example.com/a.png')).toBe(true);
    expect(isAllowedImage('/media/3')).toBe(true);
    expect(isAllowedImage('mailto:x@example.com')).toBe(false);
    expect(isAllowedImage('data:image/png;base64,AAAA')).toBe(false);
  });
});
