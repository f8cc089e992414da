import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PanelLoading from '@/app/admin/(panel)/loading';
import AllNewsLoading from '@/app/(site)/all-news/(first-page)/loading';
import CareersLoading from '@/app/(site)/careers/(list)/loading';
import NewsLoading from '@/app/(site)/news/loading';

const render = (component: ComponentType) => renderToStaticMarkup(createElement(component));

// SPEC.md section 2: "Lazy-loaded pages show a loader image while loading".
describe('the loading screens', () => {
  const screens = { NewsLoading, CareersLoading, AllNewsLoading, PanelLoading };

  it.each(Object.entries(screens))(
    '%s announces itself and shows the loader image',
    (_, screen) => {
      const html = render(screen);
      expect(html).toMatch(/<div role="status"[^>]*>/);
      // Decorative: the status text says it, so the image is not read out as well.
      expect(html).toMatch(/<img src="\/images\/loader.svg" alt=""/);
      expect(html).toContain('Loading...');
    },
  );

  it('a public one stands in for the page, so the skip link still has its target', () => {
    expect(render(NewsLoading)).toMatch(/<main id="main"[^>]*><div role="status"/);
  });
});
