import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, consentRecord, parseConsent } from './consent';

const now = Date.parse('2026-11-24T10:00:00Z');
const stored = (record: object) => JSON.stringify(record);
const current = { essential: true, version: CONSENT_VERSION, savedAt: '2026-06-01T09:00:00.000Z' };

describe('parseConsent', () => {
  it('reads a choice made under the current policy in the last 12 months', () => {
    expect(parseConsent(stored({ ...current, analytics: true, marketing: false }), now)).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
  });

  it('reads back what consentRecord stores, keeping only the three choices', () => {
    const record = { ...consentRecord({ analytics: false, marketing: true }, now), extra: 'x' };
    expect(parseConsent(stored(record), now)).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
    });
  });

  it('asks again when the policy version changed or the choice is over 12 months old', () => {
    const choice = { analytics: true, marketing: true };
    for (const record of [
      { essential: true, ...choice },
      { ...current, ...choice, version: CONSENT_VERSION - 1 },
      { ...current, ...choice, savedAt: '2025-11-23T09:00:00.000Z' },
      { ...current, ...choice, savedAt: 'yesterday' },
      { ...current, ...choice, savedAt: '2027-01-01T00:00:00.000Z' },
    ]) {
      expect(parseConsent(stored(record), now), JSON.stringify(record)).toBeNull();
    }
  });

  it('treats anything else as no choice', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      stored({ ...current, essential: false, analytics: true, marketing: true }),
      stored({ ...current, analytics: 'yes', marketing: false }),
      stored({ ...current, analytics: true }),
    ])
      expect(parseConsent(raw, now)).toBeNull();
  });
});
