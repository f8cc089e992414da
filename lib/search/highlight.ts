// Title and excerpt of a hit, with the words that matched marked. Pure functions.
import { normaliseTerm, WORD } from './terms';
import type { Segment } from './types';

const isMatch = (word: string, terms: ReadonlySet<string>) => {
  const term = normaliseTerm(word);
  return term !== null && terms.has(term);
};

/**
 * Marks whole words whose indexed form is one of `terms` (the index's matched terms, so a
 * typo or a prefix in the query highlights the word actually found).
 */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  const push = (part: string, match: boolean) => {
    const last = segments.at(-1);
    if (last && !last.match && !match) last.text += part;
    else if (part) segments.push({ text: part, match });
  };
  let at = 0;
  for (const found of text.matchAll(WORD)) {
    push(text.slice(at, found.index), false);
    push(found[0], isMatch(found[0], terms));
    at = found.index + found[0].length;
  }
  push(text.slice(at), false);
  return segments.length > 0 ? segments : [{ text, match: false }];
}

/** A window of the text around the first matched word, so the reader sees why it matched. */
export function excerptAround(text: string, terms: ReadonlySet<string>, width = 220): string {
  if (text.length <= width) return text;
  const first = [...text.matchAll(WORD)].find((found) => isMatch(found[0], terms))?.index ?? 0;
  // Start at a word boundary a little before the match, and end at one: no cut words.
  const space = text.indexOf(' ', Math.max(0, first - 60));
  const from = first <= 60 ? 0 : space === -1 || space >= first ? first : space + 1;
  const more = from + width < text.length;
  const slice = text.slice(from, from + width);
  const lastSpace = slice.lastIndexOf(' ');
  const cut = more && lastSpace > width / 2 ? slice.slice(0, lastSpace) : slice;
  return `${from > 0 ? '…' : ''}${cut.trim()}${more ? '…' : ''}`;
}
