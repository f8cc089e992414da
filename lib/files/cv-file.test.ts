import { describe, expect, it } from 'vitest';
import { sniffCvKind } from './cv-file';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (text: string) => [...Buffer.from(text, 'utf16le')];

describe('a CV is judged by its bytes', () => {
  it('knows PDF, Word 97-2003 and Word documents', () => {
    expect(sniffCvKind(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
    expect(sniffCvKind(bytes(OLE2, new Array(500).fill(0), utf16('WordDocument')))).toBe('doc');
    expect(
      sniffCvKind(bytes('PK\x03\x04', '\x14\x00[Content_Types].xml', 'PKword/document.xml')),
    ).toBe('docx');
  });

  it('refuses text named cv.pdf, other Office files and other zips', () => {
    expect(sniffCvKind(bytes('This is my CV, honest.'))).toBeNull();
    expect(sniffCvKind(bytes(OLE2, utf16('Workbook')))).toBeNull();
    expect(sniffCvKind(bytes('PK\x03\x04', 'xl/workbook.xml'))).toBeNull();
    expect(sniffCvKind(bytes(' %PDF-1.4'))).toBeNull();
    expect(sniffCvKind(new Uint8Array())).toBeNull();
  });
});
