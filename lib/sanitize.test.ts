import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ol><li>one</li></ol><ul><li>two</li></ul><blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a> <img src="/media/1" alt="x" /></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops styles, frames and forms but keeps their visible text', () => {
    const clean = sanitizeHtml(
      '<p style="color:red">a</p><style>p{}</style><iframe src="https://x.y"></iframe><form><button>b</button></form>',
    );
    expect(clean).toBe('<p>a</p>b');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|javascript:/i);
    expect(clean).toContain('Hi');
  });

  it('allows the link schemes http, https, ftp, mailto and tel only', () => {
    for (const href of [
      'http://a.b',
      'https://a.b',
      'ftp://a.b',
      'mailto:a@b.c',
      'tel:+441214960734',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
    for (const href of ['data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).not.toContain('href');
    }
  });
});
