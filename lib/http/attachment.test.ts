import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './attachment';

const safe = (name: string, extension = 'pdf') => safeFileName(name, extension, 'cv-7');

describe('safeFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(safe('Jane Doe CV.pdf')).toEqual({
      ascii: 'Jane Doe CV.pdf',
      unicode: 'Jane Doe CV.pdf',
    });
    expect(safe('CV.PDF')).toEqual({ ascii: 'CV.pdf', unicode: 'CV.pdf' });
  });

  it('keeps only the last path segment', () => {
    expect(safe('../../etc/passwd.pdf').unicode).toBe('passwd.pdf');
    expect(safe('C:\\Users\\jane\\cv.pdf').unicode).toBe('cv.pdf');
  });

  it('drops quotes, control and bidi characters, and leading dots', () => {
    expect(safe('my "best" cv.pdf').ascii).toBe('my best cv.pdf');
    expect(safe('cv\r\nSet-Cookie: x.pdf').ascii).toBe('cvSet-Cookie x.pdf');
    expect(safe('invoice\u202Efdp.exe').unicode).toBe('invoicefdp.exe.pdf');
    expect(safe('.hidden.pdf').unicode).toBe('hidden.pdf');
    expect(safe('bad\uD800half.pdf').unicode).toBe('badhalf.pdf');
  });

  it('ends in the extension of what the bytes are, whatever the name says', () => {
    expect(safe('cv.html').unicode).toBe('cv.html.pdf');
    expect(safe('cv', 'docx').unicode).toBe('cv.docx');
  });

  it('gives an ASCII name beside the full one', () => {
    expect(safe('Curriculum José Łukasz.pdf')).toEqual({
      ascii: 'Curriculum Jose ukasz.pdf',
      unicode: 'Curriculum José Łukasz.pdf',
    });
  });

  it('falls back to cv-<id> when nothing usable is left', () => {
    expect(safe('резюме.pdf')).toEqual({ ascii: 'cv-7.pdf', unicode: 'резюме.pdf' });
    expect(safe('"/\\".pdf')).toEqual({ ascii: 'cv-7.pdf', unicode: 'cv-7.pdf' });
    expect(safe('', 'doc')).toEqual({ ascii: 'cv-7.doc', unicode: 'cv-7.doc' });
  });

  it('cuts very long names, keeping the extension', () => {
    const { unicode } = safe(`${'a'.repeat(500)}.pdf`);
    expect(unicode).toBe(`${'a'.repeat(120)}.pdf`);
  });
});

describe('attachmentDisposition', () => {
  it('names the file twice: quoted ASCII and RFC 5987 UTF-8', () => {
    expect(attachmentDisposition("Zoë O'Brien (CV).pdf", 'pdf', 'cv-7')).toBe(
      `attachment; filename="Zoe OBrien (CV).pdf"; filename*=UTF-8''Zo%C3%AB%20OBrien%20%28CV%29.pdf`,
    );
  });
});
