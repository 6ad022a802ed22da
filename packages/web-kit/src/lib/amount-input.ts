import { type Locale, USDT_DECIMALS } from '@app/contract';
import { currentLocale } from '../i18n/current';

// docs/decisions/043-honest-figures.md#amounts-as-typed: an amount is read the way the member's language writes it,
// then handed to the contract's amount field as the plain decimal text the API has always taken ("1234.56").

const FRACTION = new RegExp(`^\\d{1,${USDT_DECIMALS.most}}$`);

/** The whole part without its grouping marks, when they stand where the language puts them; null otherwise. */
function wholeDigits(whole: string, group: string, locale: Locale): string | null {
  if (/^\d+$/.test(whole)) return whole;
  const mark = `\\${group}`;
  const thousands = new RegExp(`^\\d{1,3}(?:${mark}\\d{3})+$`);
  // Hindi groups by lakh and crore (12,34,567), as formatUsdt shows it.
  const lakhs = new RegExp(`^\\d{1,2}(?:${mark}\\d{2})*${mark}\\d{3}$`);
  return thousands.test(whole) || (locale === 'hi' && lakhs.test(whole)) ? whole.split(group).join('') : null;
}

/**
 * Spanish splits at its comma; without one, a lone point is the decimal point unless it could as well be a thousands
 * dot (three digits after a whole of 1 to 999: "1.234"), which is refused rather than guessed.
 */
function splitDecimal(text: string, locale: Locale): [string, string | undefined] | null {
  const decimal = locale === 'es' ? ',' : '.';
  const parts = text.split(decimal);
  if (parts.length > 2) return null;
  if (locale === 'es' && parts.length === 1) {
    const points = text.split('.');
    const [whole = '', fraction = ''] = points;
    if (points.length === 2) return /^[1-9]\d{0,2}$/.test(whole) && fraction.length === 3 ? null : [whole, fraction];
  }
  return [parts[0] ?? '', parts[1]];
}

/**
 * An amount as typed in `locale`, as the contract's decimal text ("1.234,56" in Spanish -> "1234.56"); null when it
 * is not one: marks out of place, more than 6 decimals, or a sign where `signed` (an adjustment's "-") is not asked.
 */
export function readAmount(typed: string, locale: Locale, options: { signed?: boolean } = {}): string | null {
  const text = typed.trim();
  const negative = options.signed === true && text.startsWith('-');
  const split = splitDecimal(negative ? text.slice(1) : text, locale);
  if (!split) return null;
  const [wholeTyped, fraction] = split;
  const whole = wholeDigits(wholeTyped, locale === 'es' ? '.' : ',', locale);
  if (whole === null || (fraction !== undefined && !FRACTION.test(fraction))) return null;
  return `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Not an amount under any rule: what a refused text becomes, so the contract's field answers "invalid amount". */
const UNREADABLE = 'unreadable';

/** What a form holds for the typed text: '' while empty (the required message), else readAmount's text. */
function formValue(typed: unknown, signed: boolean): unknown {
  if (typeof typed !== 'string' || typed.trim() === '') return typed;
  return readAmount(typed, currentLocale(), { signed }) ?? UNREADABLE;
}

/** Registration options of an amount field: `field('amount', AMOUNT_INPUT)`, read in the language shown. */
export const AMOUNT_INPUT = { setValueAs: (typed: unknown) => formValue(typed, false) };

/** The same for a signed amount ("-12,50" debits). */
export const SIGNED_AMOUNT_INPUT = { setValueAs: (typed: unknown) => formValue(typed, true) };

/** An amount written into a field for the member to edit: the language's decimal mark, no grouping. */
export function amountInputText(amount: number): string {
  const text = String(amount);
  return currentLocale() === 'es' ? text.replace('.', ',') : text;
}
