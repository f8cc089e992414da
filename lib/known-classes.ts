import 'server-only';

// The classes rich text may carry: indent levels 1 to 8 (docs/spec.md section 9), a code block's
// language, and highlight.js's token classes (`hljs-title` and its sub-scopes such as
// `function_`). Everything else could borrow the site's own styles, so it goes.
const KNOWN = /^(?:indent-[1-8]|language-[a-z0-9+#-]+|hljs-[a-z0-9_-]+|[a-z]+_+)$/;
// The firm's previous editor (Quill) wrote indents as ql-indent-N; the API still holds them.
const LEGACY_INDENT = /^ql-(indent-[1-8])$/;

/** Keeps only the known class names on every element under `root`; drops empty classes. */
export function keepKnownClasses(root: Element): void {
  for (const element of root.querySelectorAll('[class]')) {
    const kept = [...element.classList]
      .map((name) => name.replace(LEGACY_INDENT, '$1'))
      .filter((name) => KNOWN.test(name));
    if (kept.length > 0) element.setAttribute('class', kept.join(' '));
    else element.removeAttribute('class');
  }
}
