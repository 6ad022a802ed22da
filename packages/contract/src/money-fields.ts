import { z } from 'zod';
import { MSG, MSG_PATTERNS } from './messages';
import { microsToUsdt, parseUsdtToMicros } from './money';
import { fillMessage } from './shell-messages';

/** The minimum message (docs/product.md#money), worded with the operator's setting. */
export function amountBelowMinimumMessage(minimumUsdt: number): string {
  return fillMessage(MSG_PATTERNS.amountBelowMinimum, { minimum: String(minimumUsdt) });
}

/** The maximum message, worded with the operator's setting. */
export function amountAboveMaximumMessage(maximumUsdt: number): string {
  return fillMessage(MSG_PATTERNS.amountAboveMaximum, { maximum: maximumUsdt.toLocaleString('en-US') });
}

/** A USDT amount as typed (string or number), parsed to micro-USDT. Empty gives the required message. */
export const usdtAmountField = z
  .union([z.string(), z.number()], { error: MSG.amountRequired })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: MSG.amountRequired });
      return z.NEVER;
    }
    const micros = parseUsdtToMicros(value);
    if (micros === null || micros === 0n) {
      ctx.addIssue({ code: 'custom', message: MSG.amountInvalid });
      return z.NEVER;
    }
    return micros;
  });

/** Adds the minimum rule (docs/product.md#money: under the minimum fails; the minimum itself passes). */
export function atLeast(minimumMicros: bigint) {
  return usdtAmountField.refine((micros) => micros >= minimumMicros, {
    message: amountBelowMinimumMessage(microsToUsdt(minimumMicros)),
  });
}

/**
 * Whether a number was written with at most `places` decimals, for amounts and rates sent as JSON numbers: more is
 * refused, never rounded (docs/product.md#money).
 */
export function atMostDecimals(places: number) {
  const pattern = new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`);
  // 1e+21 is a whole number (the range check answers it); 1e-7 has seven decimals.
  return (value: number) => pattern.test(String(value)) || /e\+/.test(String(value));
}

export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** A BEP-20 address; the server also checks the checksum of a mixed-case one. */
export const bep20AddressField = z
  .string({ error: MSG.addressRequired })
  .trim()
  .min(1, MSG.addressRequired)
  .regex(ADDRESS_PATTERN, MSG.addressInvalid);

export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

export const transactionIdField = z
  .string({ error: MSG.transactionIdRequired })
  .trim()
  .min(1, MSG.transactionIdRequired)
  .regex(TX_HASH_PATTERN, MSG.transactionIdInvalid)
  .transform((hash) => hash.toLowerCase());
