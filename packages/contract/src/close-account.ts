import { z } from 'zod';
import { MSG } from './messages';
import { twoFactorCodeField } from './two-factor';

/**
 * POST /sellerApi/closeAccount (docs/product.md#closing-an-account): the password, and the authenticator's code (or a
 * recovery code) when the member has two-factor sign-in on; the server asks for it then.
 */
export const closeAccountBody = z.object({
  password: z.string({ error: MSG.oldPasswordRequired }).min(1, MSG.oldPasswordRequired).max(128, MSG.oldPasswordWrong),
  code: twoFactorCodeField.optional(),
});
export type CloseAccountBody = z.input<typeof closeAccountBody>;
