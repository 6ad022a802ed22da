import { z } from 'zod';
import { MSG, MSG_PATTERNS } from './messages';
import { microsToDecimalText } from './money';
import { fillMessage } from './shell-messages';
import { twoFactorCodeField } from './two-factor';

/**
 * POST /sellerApi/closeAccount (docs/product.md#closing-an-account): the password, and the authenticator's code (or a
 * recovery code) when the member has two-factor sign-in on; the server asks for it then. `giveUpBalance` says the
 * member gives up what is left in their wallets under the withdrawal minimum, which could never be withdrawn.
 */
export const closeAccountBody = z.object({
  password: z.string({ error: MSG.oldPasswordRequired }).min(1, MSG.oldPasswordRequired).max(128, MSG.oldPasswordWrong),
  code: twoFactorCodeField.optional(),
  giveUpBalance: z.boolean().optional(),
});
export type CloseAccountBody = z.input<typeof closeAccountBody>;

/** An amount to the cent, and finer only when the micro-USDT need it: 0.50, 0.504321. */
export function centsText(micros: bigint): string {
  const [whole, fraction = ''] = microsToDecimalText(micros).split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** The refusal that names what is left under the minimum and how to close anyway. */
export function accountCloseGiveUpMessage(givenUpMicros: bigint, minimumUsdt: string): string {
  return fillMessage(MSG_PATTERNS.accountCloseGiveUp, { amount: centsText(givenUpMicros), minimum: minimumUsdt });
}
