import 'server-only';
import { toHtml } from 'hast-util-to-html';
import { lowlight } from '@/lib/rich-text/lowlight';

// Runs on sanitize-html's output only, which is regular enough to read with patterns: every tag
// is whole (attribute values have `<`, `>` and `"` escaped) and text carries no entities but
// these four. A block whose language lowlight knows is rebuilt from its text, so markup hidden
// in it goes and highlighting what is already highlighted gives the same HTML.
const CODE_BLOCK = /<pre><code class="language-([a-z0-9+#-]+)">([\s\S]*?)<\/code><\/pre>/g;
const TAG = /<[^>]*>/g;
const ENTITY = /&(lt|gt|quot|amp);/g;
const CHARACTERS: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&' };

/** Highlights every `<pre><code class="language-x">` with highlight.js's `hljs-*` spans. */
export function highlightCodeBlocks(sanitizedHtml: string): string {
  return sanitizedHtml.replace(CODE_BLOCK, (block, language: string, inner: string) => {
    if (!lowlight.registered(language)) return block;
    const text = inner.replace(TAG, '').replace(ENTITY, (_, name: string) => CHARACTERS[name]!);
    const highlighted = toHtml(lowlight.highlight(language, text), {
      characterReferences: { useNamedReferences: true },
    });
    return `<pre><code class="language-${language}">${highlighted}</code></pre>`;
  });
}
