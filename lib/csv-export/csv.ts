// CSV as RFC 4180 writes it, made safe to open in a spreadsheet. Pure.

export type CsvCell = string | number | null | undefined;

/** Excel, LibreOffice and Google Sheets want it to read the file as UTF-8 rather than ANSI. */
const BOM = '\uFEFF';
const CRLF = '\r\n';

// What a spreadsheet may read as the start of a formula (OWASP, "CSV Injection"): a visitor's
// `=HYPERLINK(...)` must stay text on the administrator's computer. Spreadsheets skip leading
// spaces (and line breaks) before reading a formula, so ` =1+1` counts as one too.
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text that could start a formula gets a leading `'`, which spreadsheets show as text. Only text:
 * a number cell (-3) is a number, not a formula, and stays as it is. A phone number stored as text
 * ("+44 121 ...") is quoted too, the accepted price of never guessing what text means.
 */
function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function field(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = neutralise(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CRLF-ended records, one per row: a part of a file, for one written piece by piece. */
export function csvRecords(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(field).join(',') + CRLF).join('');
}

/** How a file begins: the BOM and the header's record. */
export function csvStart(header: readonly string[]): string {
  return BOM + csvRecords([header]);
}

/**
 * A whole file: BOM, the header, one CRLF-ended record per row. The same text as csvStart and
 * then csvRecords of the rows in any number of pieces (a streamed export, ./csv-stream.ts).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvStart(header) + csvRecords(rows);
}
