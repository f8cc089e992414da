import { describe, expect, it } from 'vitest';
import { isSealed, seal, unseal } from './seal';

const secret = 'seal-test-secret-of-at-least-32-characters';

describe('seal', () => {
  it('hides the value and gives it back under the same key and purpose', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'totp', secret);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(sealed, 'totp', secret)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing under another key, another purpose or after a change', () => {
    const sealed = seal('/admin/reset-password/abc', 'mail-link', secret);
    expect(unseal(sealed, 'mail-link', `${secret}-other`)).toBeNull();
    expect(unseal(sealed, 'totp', secret)).toBeNull();
    // One character of the ciphertext changed (the last one also carries two unused bits).
    const at = sealed.length - 2;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(flipped).not.toBe(sealed);
    expect(unseal(flipped, 'mail-link', secret)).toBeNull();
    expect(unseal('plain text', 'mail-link', secret)).toBeNull();
  });

  it('refuses to seal without a key', () => {
    expect(() => seal('x', 'totp', '')).toThrow(/AUTH_SECRET/);
  });
});
