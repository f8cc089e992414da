import { describe, expect, it } from 'vitest';
import { sitePicture } from './page-fields';

describe('a page’s picture', () => {
  it('is one of the site’s own or one the back office uploaded, as the upload door names it', () => {
    expect(sitePicture.parse('/images/services/recruitment.jpg')).toBe(
      '/images/services/recruitment.jpg',
    );
    const uploaded = '/media/uploads/AbCdEfGhIjKlMnOpQr_-12.png';
    expect(sitePicture.parse(uploaded)).toBe(uploaded);
  });

  it('is nothing else: another site, another folder, a path that climbs out', () => {
    for (const refused of [
      'https://example.org/a.jpg',
      '/media/uploads/short.png',
      '/media/uploads/AbCdEfGhIjKlMnOpQr_-12.svg',
      '/images/../../etc/passwd.jpg',
      '/api/admin/backups/x.png',
    ])
      expect(sitePicture.safeParse(refused).success, refused).toBe(false);
  });
});
