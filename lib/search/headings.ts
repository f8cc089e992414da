import { htmlToText } from '@/lib/text/text';

/** The text of rich text's headings: weighted above the body, as a page's outline. */
export function headingsOf(html: string): string {
  return [...html.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/gi)]
    .map((found) => htmlToText(found[1] ?? ''))
    .join('. ');
}
