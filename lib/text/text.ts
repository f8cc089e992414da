// Where one block of text ends and the next begins: a heading, paragraph, list item, cell or line.
const BLOCK_END = /<\/(?:h[1-6]|p|li|dt|dd|blockquote|figcaption|td|th|div|section)>|<br\s*\/?>/gi;
const BREAK = '\u0000';
const ENDS_A_SENTENCE = /[.!?:;…]$/;

/**
 * Separate texts (a heading and its paragraph, list items) as one run of text: each that ends
 * without punctuation of its own gets a full stop, so that an excerpt reads "Who we share it
 * with. We never sell…", not "…share it with We never sell".
 */
export function joinSentences(texts: string[]): string {
  const kept = texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return kept
    .map((text, index) =>
      index < kept.length - 1 && !ENDS_A_SENTENCE.test(text) ? `${text}.` : text,
    )
    .join(' ');
}

/** Plain text of stored rich text, for excerpts, search and meta descriptions. */
export function htmlToText(html: string): string {
  const blocks = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK_END, BREAK)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split(BREAK);
  return joinSentences(blocks);
}

export function excerpt(text: string, length = 180): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20)).trimEnd()}…`;
}
