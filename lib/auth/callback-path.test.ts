import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './callback-path';

const site = 'https://www.crestfield.test';

describe('safeCallbackPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeCallbackPath('/admin/messages?page=2', site)).toBe('/admin/messages?page=2');
    expect(safeCallbackPath('https://www.crestfield.test/admin/jobs', site)).toBe('/admin/jobs');
  });

  it('refuses other origins, protocol-relative and script addresses', () => {
    for (const raw of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://www.crestfield.test/admin',
      '/.//evil.example',
      '/./\\evil.example',
      '/admin/..//evil.example',
      'https://www.crestfield.test//evil.example',
    ]) {
      expect(safeCallbackPath(raw, site), raw).toBe('/admin');
    }
  });

  it('falls back to the dashboard for nothing, non-text or the login page itself', () => {
    expect(safeCallbackPath(undefined, site)).toBe('/admin');
    expect(safeCallbackPath(['/admin/jobs'], site)).toBe('/admin');
    expect(safeCallbackPath('/admin/admin-login?callbackUrl=/x', site)).toBe('/admin');
  });
});
