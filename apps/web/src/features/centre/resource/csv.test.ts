import { describe, expect, it } from 'vitest';
import { BOM, csvCell, toCsv } from './csv';

describe('CSV text', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    const text = toCsv([
      ['品名', '庫存'],
      ['燈管', '3'],
    ]);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toBe(`${BOM}品名,庫存\r\n燈管,3\r\n`);
  });

  it('quotes cells with commas, quotes or line breaks (RFC 4180), doubling inner quotes', () => {
    expect(csvCell('NT$1,200')).toBe('"NT$1,200"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('')).toBe('');
  });

  it('keeps a spreadsheet from running cells as formulas', () => {
    expect(['=', '+', '-', '@', '\t'].map((start) => csvCell(`${start}SUM(A1)`))).toEqual([
      "'=SUM(A1)",
      "'+SUM(A1)",
      "'-SUM(A1)",
      "'@SUM(A1)",
      "'\tSUM(A1)",
    ]);
    expect(csvCell('\rSUM(A1)')).toBe('"\'\rSUM(A1)"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // A plain number (a refund) stays a number; anything more after a minus is still guarded.
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('-1500.5')).toBe('-1500.5');
    expect(csvCell('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('reads back cell for cell with a plain RFC 4180 parser', () => {
    const rows = [
      ['a,b', '"q"', 'x\ny'],
      ['=1+1', '', '中文'],
    ];
    const parsed = parse(toCsv(rows).slice(BOM.length));
    expect(parsed).toEqual([
      ['a,b', '"q"', 'x\ny'],
      ["'=1+1", '', '中文'],
    ]);
  });
});

/** A minimal RFC 4180 reader, to check that what toCsv writes is read back as the same cells. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}
