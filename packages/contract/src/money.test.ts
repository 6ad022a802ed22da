import { describe, expect, it } from 'vitest';
import { formatUsdt, microsToUsdt, parseUsdtToMicros, usdtDecimalsFor } from './money';

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

describe('amounts on one screen (docs/product.md#amounts-on-screen)', () => {
  it('share 2 decimals, or as many as the finest of them needs, at most 6', () => {
    expect(usdtDecimalsFor([3.5, 100, 0])).toBe(2);
    expect(usdtDecimalsFor([50.5, 0.505, 51.005, 0.7575])).toBe(4);
    expect(usdtDecimalsFor([1, 0.000001])).toBe(6);
    // A float's residue is no decimal; an amount not known yet counts for nothing.
    expect(usdtDecimalsFor([0.1 + 0.2, null, undefined, (33.33 * 1.5) / 100])).toBe(5);
    expect(usdtDecimalsFor([])).toBe(2);
  });

  it('show exactly the shared decimals, and alone every decimal they have', () => {
    const decimals = usdtDecimalsFor([50.5, 0.505, 0.7575]);
    expect([50.5, 0.505, 0.7575].map((amount) => formatUsdt(amount, decimals))).toEqual([
      '50.5000',
      '0.5050',
      '0.7575',
    ]);
    expect(formatUsdt(0.025)).toBe('0.025');
    expect(formatUsdt(1234.5)).toBe('1,234.50');
  });
});
