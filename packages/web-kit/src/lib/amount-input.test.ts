import { describe, expect, it } from 'vitest';
import { readAmount } from './amount-input';

// docs/decisions/043-honest-figures.md#amounts-as-typed: each language's marks, and what is refused, not guessed.

describe('readAmount', () => {
  it('reads a Spanish decimal comma, with or without thousands dots', () => {
    expect(readAmount('67,43', 'es')).toBe('67.43');
    expect(readAmount(' 1.234,56 ', 'es')).toBe('1234.56');
    expect(readAmount('1.234.567,123456', 'es')).toBe('1234567.123456');
    expect(readAmount('1234,5', 'es')).toBe('1234.5');
    expect(readAmount('1.234.567', 'es')).toBe('1234567');
  });

  it('reads a point in Spanish only where it cannot be a thousands dot', () => {
    expect(readAmount('67.43', 'es')).toBe('67.43');
    expect(readAmount('0.500', 'es')).toBe('0.500');
    expect(readAmount('1234.567', 'es')).toBe('1234.567');
    expect(readAmount('1.234', 'es')).toBeNull();
    expect(readAmount('67.435', 'es')).toBeNull();
  });

  it('reads the decimal point in English and Hindi, with their own grouping', () => {
    expect(readAmount('67.43', 'en')).toBe('67.43');
    expect(readAmount('1,234.56', 'en')).toBe('1234.56');
    expect(readAmount('12,34,567.5', 'hi')).toBe('1234567.5');
    expect(readAmount('1,234,567', 'hi')).toBe('1234567');
    expect(readAmount('67,43', 'en')).toBeNull();
    expect(readAmount('12,34,567', 'en')).toBeNull();
  });

  it('refuses marks out of place, in any language', () => {
    for (const locale of ['en', 'es', 'hi'] as const) {
      for (const typed of ['1,2,3', '1.2.3', '1,23.4,5', '1 234', '.5', '5.', '5,', 'abc', '1e3']) {
        expect(readAmount(typed, locale), `${typed} in ${locale}`).toBeNull();
      }
    }
    expect(readAmount('1.23,45', 'es')).toBeNull();
    expect(readAmount('1,234.5', 'es')).toBeNull();
  });

  it('refuses more than 6 decimals', () => {
    expect(readAmount('1,1234567', 'es')).toBeNull();
    expect(readAmount('1.1234567', 'en')).toBeNull();
    expect(readAmount('1.123456', 'en')).toBe('1.123456');
  });

  it('takes a minus sign only for a signed amount', () => {
    expect(readAmount('-12,50', 'es')).toBeNull();
    expect(readAmount('-12.50', 'en')).toBeNull();
    expect(readAmount('-1.234,5', 'es', { signed: true })).toBe('-1234.5');
    expect(readAmount('-12.5', 'en', { signed: true })).toBe('-12.5');
    expect(readAmount('--12', 'en', { signed: true })).toBeNull();
    expect(readAmount('12-', 'en', { signed: true })).toBeNull();
  });
});
