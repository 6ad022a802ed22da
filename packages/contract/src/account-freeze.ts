import { z } from 'zod';
import { envelope } from './envelope';
import { MSG } from './messages';
import { twoFactorCodeField } from './two-factor';

/** Hours a lifted freeze still holds, announced by mail, so a thief who lifts it is seen before the money moves. */
export const FREEZE_LIFT_HOURS = 24;

/**
 * A member's own freeze (docs/product.md#freezing-your-account): since when it holds, and when a requested lift takes
 * effect (null while nobody asked). Both null when the account is not frozen.
 */
export const freezeState = z.object({
  frozen: z.boolean(),
  frozenAt: z.string().nullable(),
  unfreezeAt: z.string().nullable(),
});
export type FreezeState = z.infer<typeof freezeState>;
export const freezeResponse = envelope(freezeState);

/** Freezing asks nothing: it can only protect the money, so anyone holding the session may do it. */
export const freezeBody = z.object({}).strict();

/** Lifting asks the password, and the authenticator's code (or a recovery code) when two-factor is on. */
export const unfreezeBody = z.object({
  password: z.string({ error: MSG.oldPasswordRequired }).min(1, MSG.oldPasswordRequired).max(128, MSG.oldPasswordWrong),
  code: twoFactorCodeField.optional(),
});
export type UnfreezeBody = z.input<typeof unfreezeBody>;
