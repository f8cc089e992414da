// What lies behind each piece of visible text on a page, as the browser computes it: the colour
// stops of a gradient, or a picture (an image, or layers that are not one plain colour) whose
// pixels must be looked at. Text on one plain colour is left to axe, which measures it itself.
import type { Page } from '@playwright/test';

/** A box in page coordinates (CSS pixels from the document's top left). */
export type Box = { x: number; y: number; width: number; height: number };

export type TextProbe = {
  /** The element's opening tag and the start of its text, to name it in a failure. */
  label: string;
  /** Its computed colour. */
  colour: string;
  /** WCAG's large text: at least 24px, or 18.66px and bold. */
  large: boolean;
} & ({ behind: 'gradient'; stops: string[] } | { behind: 'picture'; boxes: Box[] });

/** Every visible text of the page whose background is a gradient or a picture. */
export function probeText(page: Page): Promise<TextProbe[]> {
  return page.evaluate(() => {
    const transparent = (colour: string) => /^rgba\(.*,\s*0\)$|^transparent$/.test(colour);
    const translucent = (colour: string) => /^rgba\(.*,\s*0?\.\d+\)$/.test(colour);
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const images = [...document.images].filter((image) => image.checkVisibility());
    const probes: TextProbe[] = [];

    for (const element of document.body.querySelectorAll('*')) {
      const texts = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (texts.length === 0) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      if (transparent(style.color)) continue;
      // The line boxes of the text itself, not the empty rest of its block.
      const rects = texts.flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      });
      if (rects.length === 0) continue;

      let behind: 'gradient' | 'picture' | 'plain' = 'plain';
      let stops: string[] = [];
      let layered = false;
      for (let at: Element | null = element; at; at = at.parentElement) {
        const own = getComputedStyle(at);
        const layers = [
          own.backgroundImage,
          ...['::before', '::after'].map((pseudo) => getComputedStyle(at!, pseudo).backgroundImage),
        ];
        if (layers.some((layer) => /url\(/.test(layer))) behind = 'picture';
        else if (/gradient/.test(own.backgroundImage)) {
          // A computed gradient lists its stops as rgb()/rgba() colours.
          stops = own.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
          behind = layered || stops.some(translucent) ? 'picture' : 'gradient';
        } else if (layers.some((layer) => /gradient/.test(layer))) behind = 'picture';
        const painter = at;
        // A picture laid inside the painter shows through under the text (the home hero).
        if (
          images.some(
            (image) =>
              painter.contains(image) &&
              rects.some((rect) => overlaps(rect, image.getBoundingClientRect())),
          )
        )
          behind = 'picture';
        if (behind !== 'plain') break;
        if (transparent(own.backgroundColor)) continue;
        if (!translucent(own.backgroundColor)) break;
        layered = true;
      }
      if (behind === 'plain') continue;

      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const tag = (element.cloneNode(false) as Element).outerHTML.replace(/<\/.*$/, '');
      const label = `${tag} "${element.textContent?.trim().slice(0, 40)}"`;
      const base = { label, colour: style.color, large };
      probes.push(
        behind === 'gradient'
          ? { ...base, behind, stops }
          : {
              ...base,
              behind,
              boxes: rects.map((rect) => ({
                x: rect.left + window.scrollX,
                y: rect.top + window.scrollY,
                width: rect.width,
                height: rect.height,
              })),
            },
      );
    }
    return probes;
  });
}
