import { describe, expect, it } from 'vitest';
import { excerpt, htmlToText, joinSentences } from './text';

describe('htmlToText', () => {
  it('ends a heading or list item that has no punctuation of its own where the next block begins', () => {
    expect(
      htmlToText(
        '<h2>Who we share information with</h2><p>We never sell your data.</p><ul><li>Payroll</li><li>IT support</li></ul>',
      ),
    ).toBe('Who we share information with. We never sell your data. Payroll. IT support');
  });

  it('keeps the punctuation a block already has, and inline elements inside one sentence', () => {
    expect(
      htmlToText(
        '<h3>Questions?</h3><p>Call <strong>0121</strong> 496&nbsp;0734:</p><p>Any day.</p>',
      ),
    ).toBe('Questions? Call 0121 496 0734: Any day.');
  });

  it('drops scripts, styles and empty blocks, and decodes entities', () => {
    expect(
      htmlToText('<p></p><script>alert(1)</script><p>Tom &amp; Jerry&#39;s &lt;b&gt;</p><p> </p>'),
    ).toBe("Tom & Jerry's <b>");
  });
});

describe('joinSentences', () => {
  it('reads a service’s list items as sentences, skipping empty ones', () => {
    expect(
      joinSentences(['Clean or verbatim transcripts', ' ', 'Speaker labels', 'Agreed turnaround.']),
    ).toBe('Clean or verbatim transcripts. Speaker labels. Agreed turnaround.');
  });
});

describe('excerpt', () => {
  it('cuts at a word and marks the cut', () => {
    expect(excerpt('one two three four', 9)).toBe('one two…');
    expect(excerpt('short', 9)).toBe('short');
  });
});
