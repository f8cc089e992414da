// One definition of a "word" for indexing, querying and highlighting, so that what is
// highlighted is exactly what matched.

/** Runs of letters, combining marks and digits are words; anything else separates them. */
const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;

// Words too common to tell pages apart; with every query word required they would only
// drop pages that happen not to contain them.
const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from how in is it of on or our that the this to we what with ' +
    'you your'
  ).split(' '),
);

export function tokenize(text: string): string[] {
  return text.split(NON_WORD).filter((word) => word.length > 0);
}

/** Lower case without accents ("Café" finds "cafe"); null for words not worth indexing. */
export function normaliseTerm(word: string): string | null {
  const term = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return term.length < 2 || STOP_WORDS.has(term) ? null : term;
}
