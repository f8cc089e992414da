import { describe, expect, it } from 'vitest';
import { parseConsent } from './consent';

describe('parseConsent', () => {
  it('reads a stored choice', () => {
    expect(parseConsent('{"essential":true,"analytics":true,"marketing":false}')).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
  });

  it('keeps only the known fields', () => {
    expect(
      parseConsent('{"essential":true,"analytics":false,"marketing":true,"extra":"x"}'),
    ).toEqual({ essential: true, analytics: false, marketing: true });
  });

  it('treats anything else as no choice', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      '{"essential":false,"analytics":true,"marketing":true}',
      '{"essential":true,"analytics":"yes","marketing":false}',
      '{"essential":true,"analytics":true}',
    ])
      expect(parseConsent(raw)).toBeNull();
  });
});
