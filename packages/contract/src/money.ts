// Money crosses the wire as a number of USDT rounded to 6 decimals; inside it is bigint micro-USDT.
export const MICROS_PER_USDT = 1_000_000n;

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/** Parses a non-negative decimal with at most 6 places; null when it is not one. */
export function parseUsdtToMicros(value: string | number): bigint | null {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * MICROS_PER_USDT + BigInt(fraction.padEnd(6, '0'));
}

export function microsToUsdt(micros: bigint): number {
  return Number(micros) / Number(MICROS_PER_USDT);
}

/** Exact decimal text of an amount, for sending: a float could move the last micro-USDT of a large amount. */
export function microsToDecimalText(micros: bigint): string {
  const whole = micros / MICROS_PER_USDT;
  const fraction = (micros % MICROS_PER_USDT).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** The fewest and the most decimals an amount shows: the cent, and the micro-USDT the ledger counts in. */
export const USDT_DECIMALS = { least: 2, most: 6 } as const;

/**
 * The decimals amounts shown together share (docs/product.md#amounts-on-screen): 2, or as many as the finest of
 * them needs, never more than 6. 3.5 and 0.025 together read 3.500 and 0.025: nothing is rounded away and the
 * column lines up.
 */
export function usdtDecimalsFor(amounts: readonly (number | null | undefined)[]): number {
  let decimals: number = USDT_DECIMALS.least;
  for (const amount of amounts) {
    if (amount === null || amount === undefined || !Number.isFinite(amount)) continue;
    // Counted on the micro-USDT, so a float's residue (0.1 + 0.2) adds no decimal.
    let micros = Math.abs(Math.round(amount * 1_000_000));
    let places: number = USDT_DECIMALS.most;
    while (places > decimals && micros % 10 === 0) {
      micros /= 10;
      places -= 1;
    }
    decimals = Math.max(decimals, places);
  }
  return decimals;
}

/**
 * USDT as screens show it (docs/product.md#amounts-on-screen): with `decimals` (usdtDecimalsFor of the amounts shown
 * with it) exactly that many; alone, every decimal it has, 2 to 6. Nothing is rounded away, so listed rows always add
 * up to the total shown with them: 0.025 -> "0.025", 3.5 -> "3.50", 1234.5 -> "1,234.50".
 */
export function formatUsdt(amount: number, decimals?: number): string {
  let format = usdtFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals ?? USDT_DECIMALS.least,
      maximumFractionDigits: decimals ?? USDT_DECIMALS.most,
    });
    usdtFormats.set(decimals, format);
  }
  return format.format(amount);
}

/** formatUsdt's formatters by decimals, made once each: making one costs far more than formatting with it. */
const usdtFormats = new Map<number | undefined, Intl.NumberFormat>();

/**
 * A number's shortest decimal text, the digits it was sent with: 30.0000009 stays 30.0000009 and is refused like
 * the same text, never rounded to 30.000001. Exponent forms (1e-7, 1e21) fall outside the pattern and are refused.
 */
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value) || value < 0) return 'invalid';
  return String(value);
}
