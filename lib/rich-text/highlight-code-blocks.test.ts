import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

// Through sanitizeHtml: the one place stored and upstream HTML passes, so what the public page
// shows is what this returns.
describe('code blocks on the server', () => {
  const snippet = 'const total: number = 1;\nexport function add(a: number) { return a < 2; }';
  const block = (language: string, code = snippet) =>
    `<pre><code class="language-${language}">${code}</code></pre>`;

  it('highlights a TypeScript snippet with hljs spans, its text unchanged', () => {
    const html = sanitizeHtml(block('typescript', snippet.replace('<', '&lt;')));
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-keyword">export</span>');
    expect(html).toMatch(/<span class="hljs-title function_">add<\/span>/);
    expect(html).toContain('a &lt; <span class="hljs-number">2</span>');
    const text = html.replace(/<[^>]+>/g, '').replaceAll('&lt;', '<');
    expect(text).toBe(snippet);
  });

  it('knows the language by its alias too (language-ts)', () => {
    expect(sanitizeHtml(block('ts'))).toContain('<span class="hljs-keyword">const</span>');
  });

  it('gives the same HTML when it runs again on its own output', () => {
    const once = sanitizeHtml(block('typescript'));
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('leaves code without a known language as plain text', () => {
    expect(sanitizeHtml(block('cobol'))).not.toContain('<span');
    expect(sanitizeHtml(`<pre><code>${snippet}</code></pre>`)).not.toContain('<span');
  });

  it('rebuilds the spans from the text, so markup hidden in a code block goes', () => {
    const html = sanitizeHtml(
      block('javascript', '<span class="hljs-keyword" onclick="x()">let</span> <b>a</b>'),
    );
    expect(html).toBe(
      '<pre><code class="language-javascript"><span class="hljs-keyword">let</span> a</code></pre>',
    );
  });
});
