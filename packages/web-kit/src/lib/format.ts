import { formatUsdt as formatUsdtInEnglish, USDT_DECIMALS, usdtDecimalsFor } from '@app/contract';
import { currentLocale, INTL_LOCALE } from '../i18n/current';

// docs/product.md#languages: numbers and dates in the chosen language's way; English keeps the exact output of
// docs/product.md#web-client.

/**
 * An amount (docs/product.md#amounts-on-screen): with `decimals` exactly that many, alone 2 to 6; 1,234,567.50 in
 * English, 1.234.567,50 in Spanish, 12,34,567.50 in Hindi.
 */
export function formatUsdt(amount: number, decimals?: number): string {
  const locale = currentLocale();
  if (locale === 'en') return formatUsdtInEnglish(amount, decimals);
  return amount.toLocaleString(INTL_LOCALE[locale], {
    minimumFractionDigits: decimals ?? USDT_DECIMALS.least,
    maximumFractionDigits: decimals ?? USDT_DECIMALS.most,
  });
}

/** Decimals of an owner's figures (reports, the dry run, the reserve): money to the cent, as a balance sheet reads. */
export const CENTS = 2;

/** An amount with its unit: `decimals` as formatUsdt takes them. */
export function usdt(amount: number | null | undefined, decimals?: number): string {
  return `${formatUsdt(amount ?? 0, decimals)} USDT`;
}

/**
 * The one rule for amounts on one screen (docs/product.md#amounts-on-screen): they share their decimals, 2 or as
 * many as the finest of them needs. Returns the formatter a screen uses for each of `amounts`.
 */
export function usdtShownTogether(amounts: readonly (number | null | undefined)[]) {
  const decimals = usdtDecimalsFor(amounts);
  return { decimals, usdt: (amount: number | null | undefined) => usdt(amount, decimals) };
}

/** A rate as the server sent it, without trailing zeros: 1.5 -> "1.5%", 10 -> "10%" (1,5 % in Spanish). */
export function percent(rate: number): string {
  const locale = currentLocale();
  const number = rate.toLocaleString(INTL_LOCALE[locale], { maximumFractionDigits: 4 });
  return locale === 'es' ? `${number}\u00a0%` : `${number}%`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/**
 * docs/product.md#web-client (DATE_FORMAT in screen-constants.ts): YYYY-MM-DD HH:mm:ss in the viewer's local time;
 * in Hindi and Spanish the language's own order (23/11/2026, 09:15:00).
 */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const locale = currentLocale();
  if (locale !== 'en') return date.toLocaleString(INTL_LOCALE[locale], DATE_TIME);
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
  return `${day} ${time}`;
}

/** A day alone (a news post's date): YYYY-MM-DD in English, in Hindi and Spanish the language's own order. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const locale = currentLocale();
  if (locale !== 'en') {
    return date.toLocaleDateString(INTL_LOCALE[locale], { year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

// English keeps the site's way of writing a day in a sentence ("25 November 2026", as its shipped pages do). The
// moment's UTC day: a page's date reads the same wherever it is read.
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** A day written out in a sentence ("Last updated 20 November 2026"): 20 de noviembre de 2026 in Spanish. */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const locale = currentLocale();
  return date.toLocaleDateString(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], LONG_DATE);
}

/**
 * A calendar day the server sends as YYYY-MM-DD (an income's day, a reserves snapshot's), shown like formatDate. Read
 * at the viewer's midnight: a bare date parses as UTC midnight, which is the day before west of Greenwich.
 */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00`) : formatDate(day);
}

/** A long hash kept recognisable in a narrow column: 0x1234…abcd. */
export function shortenHash(hash: string): string {
  return hash.length <= 14 ? hash : `${hash.slice(0, 6)}…${hash.slice(-4)}`;
}

/** A count or a plain figure (a minimum as the operator set it, a page number) in the language's way. */
export function formatNumber(value: number): string {
  return value.toLocaleString(INTL_LOCALE[currentLocale()], { maximumFractionDigits: 6 });
}
