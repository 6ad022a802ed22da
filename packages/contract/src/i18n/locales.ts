// The site's languages (docs/product.md#languages): English is the contract's own text and the fallback.
export const LOCALES = ['en', 'hi', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as the language switch lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `hi-IN` -> hi, `es-419` -> es, `EN-gb` -> en; anything else null. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.split('-')[0]?.toLowerCase();
  return isLocale(primary) ? primary : null;
}

function qualityOf(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.split('=').map((part) => part.trim());
    if (name?.toLowerCase() !== 'q' || value === undefined) continue;
    const q = Number(value);
    return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) && Number.isFinite(q) ? q : 0;
  }
  return 1;
}

/**
 * The language an Accept-Language header prefers among ours (RFC 9110 12.5.4): tags by q-value, highest first, the
 * header's order among equals; q=0 means "not this one". No header, or no language of ours in it: null, so the
 * caller can fall back to what it knows of the reader (a member's stored language).
 */
export function localeNamedBy(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      return { locale: localeOfTag(tag), q: qualityOf(params), index };
    })
    .filter((range) => range.q > 0)
    .sort((first, second) => second.q - first.q || first.index - second.index);
  return ranges.find((range) => range.locale !== null)?.locale ?? null;
}

/** localeNamedBy, English when the header names none of ours. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  return localeNamedBy(header) ?? DEFAULT_LOCALE;
}
