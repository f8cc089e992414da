import { describe, expect, it } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

// The services are listed as the database has them.
withOwnDatabase('page-kinds');
const { legalEditSchema } = await import('./legal-copy');
const { editablePage, listedPages } = await import('./editable-pages');

describe('the Pages screen’s pages', () => {
  it('each have an editor whose first version is today’s copy in its shape', async () => {
    for (const listed of await listedPages()) {
      const page = await editablePage(listed.key);
      expect(page, listed.key).toBeDefined();
      expect(page!.schema.parse(page!.seed), listed.key).toEqual(page!.seed);
    }
  });
});

describe('a legal page’s body as saved', () => {
  const copy = {
    summary: 'How we use cookies.',
    updated: '2026-11-27',
    seoTitle: '',
    seoDescription: '',
    socialImage: '',
  };

  it('keeps no script or handler', () => {
    const saved = legalEditSchema.parse({
      ...copy,
      body: '<h2>Cookies</h2><p onclick="steal()">We use few.</p><script>steal()</script>',
    });
    expect(saved.body).toBe('<h2>Cookies</h2><p>We use few.</p>');
  });

  it('is refused when nothing readable is left', () => {
    const refused = legalEditSchema.safeParse({ ...copy, body: '<script>steal()</script>' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['body'],
      message: 'Please fill this in.',
    });
  });
});
