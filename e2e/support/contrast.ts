// A WCAG contrast check for text on a gradient or a picture, which axe leaves out (it reports
// such text as "incomplete", never as a violation): the text colour against every colour stop
// behind it, or against every pixel behind it with the page's text made invisible.
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { probeText, type Box, type TextProbe } from './contrast-probe';

type Rgb = [number, number, number];

/** The computed text colour, and the colours of the nearest ancestor that paints a background. */
function coloursOf(element: Locator) {
  return element.evaluate((node) => {
    const text = getComputedStyle(node).color;
    const tag = (element: Element) => (element.cloneNode(false) as Element).outerHTML;
    for (let at: Element | null = node; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      // A linear-gradient's computed value lists its stops as rgb()/rgba() colours.
      const stops = /gradient/.test(style.backgroundImage)
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
  // Read again while the element is being re-rendered (its colours read empty then); a real
  // lack of contrast stays and fails with its colours.
  await expect(async () => {
    const { text, behind, painter } = await coloursOf(element);
    for (const colour of behind) {
      const background = parse(colour);
      const ratio = contrastRatio(parse(text, background), background);
      expect(ratio, `${text} on ${colour} (from ${painter})`).toBeGreaterThanOrEqual(minimum);
    }
  }).toPass({ timeout: 10_000 });
}

const AA = (large: boolean) => (large ? 3 : 4.5);

/**
 * The pixels (RGB, 3 bytes each) of the part of the page the boxes cover, every text drawn
 * transparent so only its ground shows.
 */
async function groundPixels(page: Page, boxes: Box[]) {
  const x = Math.floor(Math.min(...boxes.map((box) => box.x)));
  const y = Math.floor(Math.min(...boxes.map((box) => box.y)));
  const right = Math.ceil(Math.max(...boxes.map((box) => box.x + box.width)));
  const bottom = Math.ceil(Math.max(...boxes.map((box) => box.y + box.height)));
  const png = await page.screenshot({
    fullPage: true,
    clip: { x, y, width: right - x, height: bottom - y },
    animations: 'disabled',
    style:
      '* { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }',
  });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, x, y, width: info.width, height: info.height, scale: info.width / (right - x) };
}

/** The lowest contrast of `colour` against any pixel in the boxes. */
function worstOnPixels(
  colour: string,
  boxes: Box[],
  ground: Awaited<ReturnType<typeof groundPixels>>,
) {
  const seen = new Map<number, number>();
  let worst = Infinity;
  for (const box of boxes) {
    const left = Math.floor((box.x - ground.x) * ground.scale);
    const top = Math.floor((box.y - ground.y) * ground.scale);
    const right = Math.min(ground.width, Math.ceil((box.x - ground.x + box.width) * ground.scale));
    const bottom = Math.min(
      ground.height,
      Math.ceil((box.y - ground.y + box.height) * ground.scale),
    );
    for (let y = Math.max(0, top); y < bottom; y += 1) {
      for (let x = Math.max(0, left); x < right; x += 1) {
        const at = (y * ground.width + x) * 3;
        const key = (ground.data[at]! << 16) | (ground.data[at + 1]! << 8) | ground.data[at + 2]!;
        if (seen.has(key)) continue;
        const pixel: Rgb = [ground.data[at]!, ground.data[at + 1]!, ground.data[at + 2]!];
        const ratio = contrastRatio(parse(colour, pixel), pixel);
        seen.set(key, ratio);
        worst = Math.min(worst, ratio);
      }
    }
  }
  return worst;
}

/**
 * Asserts every visible text on a gradient or a picture has AA contrast (4.5:1, large text 3:1)
 * against each gradient stop, or against the worst pixel behind its line boxes. Returns the
 * texts measured, so a caller can tell the check saw them.
 */
export async function expectTextReadable(page: Page): Promise<TextProbe[]> {
  const probes = await probeText(page);
  const boxes = probes.flatMap((probe) => (probe.behind === 'picture' ? probe.boxes : []));
  const ground = boxes.length > 0 ? await groundPixels(page, boxes) : null;
  const failures: string[] = [];
  for (const probe of probes) {
    const ratios =
      probe.behind === 'gradient'
        ? probe.stops.map((stop) => contrastRatio(parse(probe.colour, parse(stop)), parse(stop)))
        : [worstOnPixels(probe.colour, probe.boxes, ground!)];
    const worst = Math.min(...ratios);
    if (worst < AA(probe.large))
      failures.push(
        `${probe.label}: ${probe.colour} at ${worst.toFixed(2)}:1 on its ${probe.behind}`,
      );
  }
  expect(failures, `text below ${AA(false)}:1 (large text 3:1)`).toEqual([]);
  return probes;
}
