import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const BOM = '\uFEFF';
/** The records of a file, without its BOM. */
const body = (csv: string) => csv.slice(BOM.length);

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every record, the last too, with CRLF', () => {
    const csv = toCsv(
      ['Name', 'Count'],
      [
        ['Ada', 2],
        ['Grace', 3],
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(body(csv)).toBe('Name,Count\r\nAda,2\r\nGrace,3\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv(['A', 'B', 'C', 'D'], [['a, b', 'say "hi"', 'line\nbreak', 'cr\rhere']]);
    expect(body(csv).split('\r\n')[1]).toBe('"a, b","say ""hi""","line\nbreak","cr\rhere"');
  });

  it('keeps a multi-line field in one record', () => {
    const csv = toCsv(['Message'], [['Hello,\r\nsecond line']]);
    expect(body(csv)).toBe('Message\r\n"Hello,\r\nsecond line"\r\n');
  });

  it('writes empty fields for null and undefined', () => {
    expect(body(toCsv(['A', 'B', 'C'], [[null, undefined, '']]))).toBe('A,B,C\r\n,,\r\n');
  });

  it('neutralises a formula, quoting it when it holds quotes or commas', () => {
    const csv = toCsv(['Name'], [['=HYPERLINK("http://evil.example","x") Smith']]);
    expect(body(csv)).toBe(`Name\r\n"'=HYPERLINK(""http://evil.example"",""x"") Smith"\r\n`);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 121 496 0000', "'+44 121 496 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
  ])('neutralises text starting %j', (text, written) => {
    expect(body(toCsv(['A'], [[text]])).split('\r\n')[1]).toBe(written);
  });

  it.each([
    [' =1+1', "' =1+1"],
    ['   +44 121 496 0000', "'   +44 121 496 0000"],
    ['\u00a0-2+3', "'\u00a0-2+3"],
    [' \t@SUM(A1:A2)', "' \t@SUM(A1:A2)"],
    ['\t', "'\t"],
  ])('neutralises text starting with spaces then a formula, %j', (text, written) => {
    expect(body(toCsv(['A'], [[text]])).split('\r\n')[1]).toBe(written);
  });

  it('quotes a neutralised cell that starts with line breaks before a formula', () => {
    expect(body(toCsv(['A'], [['\n=1']]))).toBe(`A\r\n"'\n=1"\r\n`);
    expect(body(toCsv(['A'], [['\r\n=1']]))).toBe(`A\r\n"'\r\n=1"\r\n`);
  });

  it('leaves text with leading spaces alone when no formula follows', () => {
    expect(body(toCsv(['A'], [['  Smith', ' a=b']]))).toBe('A\r\n  Smith, a=b\r\n');
  });

  it('quotes a neutralised cell that starts with CR', () => {
    expect(body(toCsv(['A'], [['\r=1']]))).toBe(`A\r\n"'\r=1"\r\n`);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(body(toCsv(['A'], [['a=b', 'x-1', 'mail@example.com']]))).toBe(
      'A\r\na=b,x-1,mail@example.com\r\n',
    );
  });

  it('writes numbers as numbers, negative ones too; not-finite ones as empty', () => {
    expect(body(toCsv(['A'], [[-3, 0, 1.5, Number.NaN]]))).toBe('A\r\n-3,0,1.5,\r\n');
  });

  it('keeps unicode as it is', () => {
    const csv = toCsv(['Name'], [['Zoë Ångström 李雷 🙂']]);
    expect(body(csv)).toBe('Name\r\nZoë Ångström 李雷 🙂\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
