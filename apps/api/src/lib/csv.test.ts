import { describe, expect, it } from 'vitest';
import { csvCell, csvTime } from './csv';

describe('csvCell', () => {
  it('neutralises what a spreadsheet would run, and leaves numbers, negative ones too, as numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-1+cmd')).toBe("'-1+cmd");
    expect(csvCell('@ref')).toBe("'@ref");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('12')).toBe('12');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes times as YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(csvTime(new Date('2026-11-23T03:04:05.678Z'))).toBe('2026-11-23 03:04:05');
  });
});
