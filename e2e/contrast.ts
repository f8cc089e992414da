// A WCAG contrast check for text on a gradient, which axe leaves out (it reports such text as
// "incomplete", never as a violation): the text colour against every colour stop behind it.
import { expect, type Locator } from '@playwright/test';

type Rgb = [number, number, number];

/** The computed text colour, and the colours of the nearest ancestor that paints a background. */
function coloursOf(element: Locator) {
  return element.evaluate((node) => {
    const text = getComputedStyle(node).color;
    const tag = (element: Element) => (element.cloneNode(false) as Element).outerHTML;
    for (let at: Element | null = node; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      // A linear-gradient's computed value lists its stops as rgb()/rgba() colours.
      const stops = /linear-gradient/.test(style.backgroundImage)
        ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [])
        : [];
      if (stops.length > 0) return { text, behind: stops, painter: tag(at) };
      if (!/^rgba\(.*,\s*0\)$|^transparent$/.test(style.backgroundColor)) {
        return { text, behind: [style.backgroundColor], painter: tag(at) };
      }
    }
    return { text, behind: ['rgb(255, 255, 255)'], painter: 'the white canvas' };
  });
}

/** An rgb()/rgba() colour, a translucent one laid over `under` (the page's white by default). */
function parse(colour: string, under: Rgb = [255, 255, 255]): Rgb {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const mix = (value: number, base: number) => value * a + base * (1 - a);
  return [mix(r, under[0]), mix(g, under[1]), mix(b, under[2])];
}

// WCAG 2.x relative luminance and contrast ratio.
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Asserts the element's text has at least `minimum` (AA for normal text: 4.5) contrast against
 * each colour behind it. Pictures under the text are not seen: only CSS backgrounds are.
 */
export async function expectReadable(element: Locator, minimum = 4.5) {
  await expect(element).toBeVisible();
  const { text, behind, painter } = await coloursOf(element);
  for (const colour of behind) {
    const background = parse(colour);
    const ratio = contrastRatio(parse(text, background), background);
    expect(ratio, `${text} on ${colour} (from ${painter})`).toBeGreaterThanOrEqual(minimum);
  }
}
