import { describe, expect, it } from 'vitest';
import { excerptAround, highlight } from './highlight';

describe('search highlighting', () => {
  it('marks whole words in any case and leaves parts of other words alone', () => {
    expect(highlight('Call handling: start a call-back', new Set(['call', 'art']))).toEqual([
      { text: 'Call', match: true },
      { text: ' handling: start a ', match: false },
      { text: 'call', match: true },
      { text: '-back', match: false },
    ]);
  });

  it('matches accented words by their plain form', () => {
    expect(highlight('Café', new Set(['cafe']))).toEqual([{ text: 'Café', match: true }]);
  });

  it('cuts a long text around the first match, at word boundaries', () => {
    const text = `${'lorem ipsum '.repeat(30)}the payroll team ${'dolor sit '.repeat(30)}`;
    const excerpt = excerptAround(text, new Set(['payroll']));
    expect(excerpt).toContain('the payroll team');
    expect(excerpt).toMatch(/^…(lorem|ipsum) /);
    expect(excerpt).toMatch(/ (dolor|sit)…$/);
    expect(excerpt.length).toBeLessThanOrEqual(222);
  });
});
