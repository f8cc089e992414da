import { describe, expect, it } from 'vitest';
import { isAllowedLink } from './allowed-uri';

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
});
