import type { CvKind } from '@/lib/domain/application';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

function contains(bytes: Uint8Array, needle: number[]): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
    Buffer.from(needle),
  );
}

/**
 * What a CV really is, judged by its bytes, never by its name or declared type: a PDF, a Word
 * 97-2003 document (an OLE2 file with a WordDocument stream) or a Word document (a zip holding
 * word/document.xml, whose name every zip lists uncompressed).
 */
export function sniffCvKind(bytes: Uint8Array): CvKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return contains(bytes, utf16('WordDocument')) ? 'doc' : null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return contains(bytes, ascii('word/document.xml')) ? 'docx' : null;
  }
  return null;
}
