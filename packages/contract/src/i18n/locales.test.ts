import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeNamedBy } from './locales';

// docs/product.md#languages: the header decides when it names one of our languages; otherwise the caller falls back.

describe('localeNamedBy', () => {
  it('answers the language the header prefers among ours, by q-value', () => {
    expect(localeNamedBy('fr, hi-IN;q=0.5, es;q=0.9')).toBe('es');
    expect(localeNamedBy('EN-gb')).toBe('en');
  });

  it('answers null when the header names none of ours, refuses them all, or is missing', () => {
    expect(localeNamedBy('fr-FR, de;q=0.8')).toBeNull();
    expect(localeNamedBy('es;q=0, hi;q=0')).toBeNull();
    expect(localeNamedBy('')).toBeNull();
    expect(localeNamedBy(undefined)).toBeNull();
  });

  it('leaves localeFromAcceptLanguage answering English in those cases', () => {
    expect(localeFromAcceptLanguage('fr-FR')).toBe('en');
    expect(localeFromAcceptLanguage(null)).toBe('en');
    expect(localeFromAcceptLanguage('hi')).toBe('hi');
  });
});
