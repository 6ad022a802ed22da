import { describe, expect, it } from 'vitest';
import { microsToUsdt, parseUsdtToMicros } from './money';

describe('parseUsdtToMicros', () => {
  it('parses decimals with up to 6 places into micro-USDT', () => {
    expect(parseUsdtToMicros('12.345678')).toBe(12_345_678n);
    expect(parseUsdtToMicros('30')).toBe(30_000_000n);
    expect(parseUsdtToMicros('0.000001')).toBe(1n);
    expect(parseUsdtToMicros('1.5')).toBe(1_500_000n);
    expect(parseUsdtToMicros(' 7 ')).toBe(7_000_000n);
  });

  it('parses numbers the same way as their text', () => {
    expect(parseUsdtToMicros(30)).toBe(30_000_000n);
    expect(parseUsdtToMicros(0.1)).toBe(100_000n);
    expect(parseUsdtToMicros(12.345678)).toBe(12_345_678n);
  });

  it.each(['1.2345678', '-1', 'abc', '', '1.', '.5', '1e3', '1,5', '0x10'])('refuses %j', (text) => {
    expect(parseUsdtToMicros(text)).toBeNull();
  });

  it('refuses a number with more than 6 decimals instead of rounding it, as it refuses the same text', () => {
    for (const value of [30.0000009, 0.0000001, 1.2345678, 0.1 + 0.2]) {
      expect(parseUsdtToMicros(value)).toBeNull();
      expect(parseUsdtToMicros(String(value))).toBeNull();
    }
    expect(parseUsdtToMicros(0.000001)).toBe(1n);
    expect(parseUsdtToMicros(999_999_999_999.999)).toBe(999_999_999_999_999_000n);
  });

  it('refuses negative and non-finite numbers', () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(parseUsdtToMicros(value)).toBeNull();
  });
});

describe('microsToUsdt', () => {
  it('turns micro-USDT back into a USDT number', () => {
    expect(microsToUsdt(1_500_000n)).toBe(1.5);
    expect(microsToUsdt(0n)).toBe(0);
    expect(microsToUsdt(12_345_678n)).toBe(12.345678);
  });
});
