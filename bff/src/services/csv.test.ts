import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV for the accountant', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Rahul, K')).toBe('"Rahul, K"');
    expect(csvCell('Ravi "the cook"')).toBe('"Ravi ""the cook"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes text that a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('\r1')).toBe(`"'\r1"`);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://x","a,b")')).toBe(`"'=HYPERLINK(""http://x"",""a,b"")"`);
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(csvCell(-650)).toBe('-650');
    expect(toCsv(['a', 'b'], [['x', 1]])).toBe('a,b\r\nx,1\r\n');
  });
});
