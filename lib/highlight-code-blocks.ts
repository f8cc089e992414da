import 'server-only';
import { toHtml } from 'hast-util-to-html';
import { lowlight } from '@/lib/lowlight';

const LANGUAGE = /(?:^|\s)language-(\S+)/;

/**
 * Highlights every `<pre><code class="language-x">` under `root` with highlight.js's `hljs-*`
 * spans, so public pages show coloured code without any script. Runs on sanitised HTML only:
 * what it writes is lowlight's tree, whose text hast-util-to-html escapes. Highlighting what
 * is already highlighted starts again from the text, so the result is the same.
 */
export function highlightCodeBlocks(root: Element): void {
  for (const code of root.querySelectorAll('pre > code')) {
    const language = LANGUAGE.exec(code.className)?.[1];
    if (!language || !lowlight.registered(language)) continue;
    code.innerHTML = toHtml(lowlight.highlight(language, code.textContent ?? ''));
  }
}
