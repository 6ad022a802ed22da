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

/**
 * USDT as screens show it (docs/product.md#web-client): every decimal the amount has, at least 2 and at most 6
 * (the micro-USDT). Nothing is rounded away, so listed rows always add up to the total shown with them:
 * 0.025 -> "0.025", 3.5 -> "3.50", 1234.5 -> "1,234.50".
 */
export function formatUsdt(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
}

/**
 * A number's shortest decimal text, the digits it was sent with: 30.0000009 stays 30.0000009 and is refused like
 * the same text, never rounded to 30.000001. Exponent forms (1e-7, 1e21) fall outside the pattern and are refused.
 */
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value) || value < 0) return 'invalid';
  return String(value);
}
