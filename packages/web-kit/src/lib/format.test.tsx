import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, percent, shortenHash, usdt, usdtShownTogether } from './format';

describe('formatDate', () => {
  it('writes a local day alone as YYYY-MM-DD, and an unreadable value as it came', () => {
    expect(formatDate(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
    expect(formatDate(new Date(2026, 10, 5).toISOString())).toBe('2026-11-05');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('formatDateTime', () => {
  it('writes a local date as YYYY-MM-DD HH:mm:ss with zero padding', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('2024-01-05 07:08:09');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59, 58))).toBe('2025-12-31 23:59:58');
  });

  it("reads an ISO string from the server in the viewer's time zone", () => {
    const local = new Date(2024, 4, 6, 13, 2, 3);
    expect(formatDateTime(local.toISOString())).toBe('2024-05-06 13:02:03');
  });

  it('leaves text that is not a date as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('shortenHash', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(shortenHash(`0x1234${'0'.repeat(56)}abcd`)).toBe('0x1234…abcd');
  });

  it('leaves short text whole', () => {
    expect(shortenHash('0x12ab')).toBe('0x12ab');
  });
});

describe('usdt', () => {
  it('shows every decimal the amount has, at least 2 and at most 6, with the unit; 0 when absent', () => {
    expect(usdt(1234.5)).toBe('1,234.50 USDT');
    expect(usdt(1234.567)).toBe('1,234.567 USDT');
    expect(usdt(0.025)).toBe('0.025 USDT');
    expect(usdt(0.000001)).toBe('0.000001 USDT');
    expect(usdt(3)).toBe('3.00 USDT');
    expect(usdt(undefined)).toBe('0.00 USDT');
  });

  it('never shows float residue: a sum of rows reads as the exact micro-USDT', () => {
    expect(usdt(0.1 + 0.2)).toBe('0.30 USDT');
    expect(usdt((100 * 1.5) / 100)).toBe('1.50 USDT');
  });

  it('shows rows that add up to the total shown with them', () => {
    // 140 rows of 0.025 (a 2.5 % level share of 1 USDT) and one of 0: 3.50 in all.
    const rows = [...Array.from({ length: 140 }, () => 0.025), 0];
    const micros = rows.reduce((sum, row) => sum + Math.round(row * 1e6), 0);
    const shownSum = rows.reduce((sum, row) => sum + Number(usdt(row).replace(/[^\d.]/g, '')), 0);
    expect(usdt(micros / 1e6)).toBe('3.50 USDT');
    expect(shownSum.toFixed(6)).toBe('3.500000');
  });
});

describe('usdtShownTogether', () => {
  it('gives amounts shown together the same decimals, so no screen mixes 2, 3 and 4', () => {
    const shown = usdtShownTogether([240, 2.4, 242.4, 3.6]);
    expect([240, 2.4, 242.4, 3.6].map(shown.usdt)).toEqual(['240.00 USDT', '2.40 USDT', '242.40 USDT', '3.60 USDT']);
    const finer = usdtShownTogether([50.5, 0.505, 51.005, 0.7575]);
    expect([50.5, 0.505, 51.005, 0.7575].map(finer.usdt)).toEqual([
      '50.5000 USDT',
      '0.5050 USDT',
      '51.0050 USDT',
      '0.7575 USDT',
    ]);
  });
});

describe('percent', () => {
  it('keeps the decimals a rate has and no more', () => {
    expect(percent(1.5)).toBe('1.5%');
    expect(percent(10)).toBe('10%');
    expect(percent(0.125)).toBe('0.125%');
  });
});
