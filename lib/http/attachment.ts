import 'server-only';

// A downloaded file's name comes from a visitor (a CV's own name): it must not break the header,
// lead a browser or an old download manager out of the downloads folder, hide its real
// extension behind bidi controls, or make the administrator's computer open it as something it
// is not.

const MAX_STEM = 120;
// Controls, formats (bidi overrides, zero-width), lone surrogates (no valid UTF-8), line and
// paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
// Quotes, separators and what Windows refuses in a name; `%` too, which some browsers decode.
const UNSAFE = /["'`\\/:*?<>|%;]/g;

/** What is left of a name once unsafe characters are gone. */
function clean(name: string): string {
  const last = name.split(/[\\/]/).at(-1) ?? '';
  return last.normalize('NFC').replace(INVISIBLE, '').replace(UNSAFE, '').replace(/\s+/g, ' ');
}

/** No dots or spaces at the ends: a leading dot hides a file, trailing ones vanish on Windows. */
const trimDots = (text: string) => text.replace(/^[.\s]+|[.\s]+$/g, '');

/** The stem of a clean name without `.extension`, cut to length by code points. */
function stemOf(name: string, extension: string): string {
  const suffix = `.${extension}`;
  const stem = name.toLowerCase().endsWith(suffix) ? name.slice(0, -suffix.length) : name;
  return trimDots([...trimDots(stem)].slice(0, MAX_STEM).join(''));
}

/** Accents dropped (é to e), then anything outside printable ASCII. */
const asciiOnly = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '');

// RFC 5987: encodeURIComponent leaves a few characters the ext-value grammar does not allow.
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export type SafeFileName = { ascii: string; unicode: string };

/**
 * The name to offer for a download, always ending in `.extension` (the type the bytes really
 * are, whatever the visitor called the file); `fallback` (a stem) when nothing usable is left.
 */
export function safeFileName(name: string, extension: string, fallback: string): SafeFileName {
  const unicode = stemOf(clean(name), extension) || fallback;
  const ascii = trimDots(asciiOnly(unicode).replace(/\s+/g, ' ')) || fallback;
  return { ascii: `${ascii}.${extension}`, unicode: `${unicode}.${extension}` };
}

/** `Content-Disposition: attachment` with a plain name for old clients and the full one. */
export function attachmentDisposition(name: string, extension: string, fallback: string): string {
  const { ascii, unicode } = safeFileName(name, extension, fallback);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(unicode)}`;
}
