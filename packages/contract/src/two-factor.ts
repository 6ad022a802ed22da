import { z } from 'zod';
import { envelope } from './envelope';
import { MSG } from './messages';

// Two-factor sign-in (TOTP, RFC 6238) and the account's sessions: docs/decisions/012-two-factor.md.

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in stays open, and how many wrong codes it takes. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
export const TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS = 5;

/** A code from the authenticator app: six digits. */
export const totpCodeField = z
  .string({ error: MSG.twoFactorCodeRequired })
  .trim()
  .min(1, MSG.twoFactorCodeRequired)
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), MSG.twoFactorCodeInvalid);

/** Six digits from the app, or one of the recovery codes (XXXXX-XXXXX; case and the dash do not matter). */
export const twoFactorCodeField = z
  .string({ error: MSG.twoFactorCodeRequired })
  .trim()
  .min(1, MSG.twoFactorCodeRequired)
  .max(20, MSG.twoFactorCodeInvalid)
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, MSG.twoFactorCodeInvalid);

/** The account's own password, as a security change asks it. */
export const ownPasswordField = z
  .string({ error: MSG.oldPasswordRequired })
  .min(1, MSG.oldPasswordRequired)
  .max(128, MSG.oldPasswordWrong);

/**
 * What a change of a security setting asks beside the session (docs/decisions/046-no-way-around-the-second-person.md):
 * the password and the current second factor, the authenticator's code (or a recovery code) when two-factor is on,
 * else the code securityCode mailed.
 */
export const securityProof = {
  password: ownPasswordField,
  securityCode: z
    .string({ error: MSG.securityCodeRequired })
    .trim()
    .min(1, MSG.securityCodeRequired)
    .max(20, MSG.twoFactorCodeInvalid)
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, MSG.twoFactorCodeInvalid),
};
export const securityProofBody = z.object(securityProof);
export type SecurityProofBody = z.input<typeof securityProofBody>;

/** Starting two-factor asks the password and the mailed code: the pending secret is answered only to that caller. */
export const twoFactorSetupBody = securityProofBody;
export const twoFactorEnableBody = z.object({ code: totpCodeField });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;
/** Turning it off asks its own code (the current second factor) and the password. */
export const twoFactorDisableBody = z.object({ code: twoFactorCodeField, password: ownPasswordField });
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

export const twoFactorSetupResponse = envelope(z.object({ secret: z.string(), otpauthUrl: z.string() }));
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>['data'];
export const twoFactorEnableResponse = envelope(z.object({ recoveryCodes: z.array(z.string()) }));

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Operators only: the console asks for it (setting operatorTwoFactorRequired). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const twoFactorStatusResponse = envelope(twoFactorStatus);

/** signinSeller's answer when the account has two-factor on: no token yet, the id of the code step. */
export const twoFactorChallengeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ twoFactor: z.literal(true), _id: z.string() }),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponse>;

export const signinTwoFactorBody = z.object({
  _id: z.string({ error: MSG.twoFactorChallengeExpired }).uuid({ error: MSG.twoFactorChallengeExpired }),
  code: twoFactorCodeField,
});
export type SigninTwoFactorBody = z.input<typeof signinTwoFactorBody>;

/** Where the code of a withdrawal or transfer comes from: the e-mail, or the authenticator app when 2FA is on. */
export const actionCodeFrom = { codeFrom: z.enum(['email', 'authenticator']).optional() };
export type ActionCodeFrom = NonNullable<z.infer<typeof actionCodeFrom.codeFrom>>;

/** securityCode's answer: where the code of a security change comes from (a mail was sent, or the authenticator). */
export const securityCodeResponse = envelope(z.object({})).extend(actionCodeFrom);

export const sessionRow = z.object({
  _id: z.string(),
  /** Browser and system read from the user agent ("Chrome on Windows"), or "Unknown device". */
  device: z.string(),
  /** The same two names apart, for a screen that words them in its language; null when not recognised. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
export const sessionsResponse = envelope(z.array(sessionRow));
