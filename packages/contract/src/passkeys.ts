import { z } from 'zod';
import { envelope } from './envelope';
import { idParam, otpField } from './fields';
import { MSG } from './messages';
import { securityProofBody } from './two-factor';

// Passkeys (docs/product.md#passkeys, docs/decisions/042-passkeys.md): WebAuthn credentials a member or an operator
// signs in with, and a member confirms a withdrawal or a transfer with in place of the mailed code. The ceremonies
// are the WebAuthn library's two steps: the server's options (with a single-use challenge), then the browser's
// answer, which the server's library checks whole.

/** How many passkeys one account may hold: enough for a phone, a laptop and a spare key or two. */
export const PASSKEYS_PER_ACCOUNT = 10;
/** Seconds a ceremony's challenge is good for, matching the browser prompt's own time-out. */
export const PASSKEY_CHALLENGE_SECONDS = 300;
export const PASSKEY_NAME_MAX = 40;

export const passkeyRow = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The last sign-in or confirmation made with it; null while it was never used. */
  lastUsedAt: z.string().nullable(),
});
export type PasskeyRow = z.infer<typeof passkeyRow>;
export const passkeysResponse = envelope(z.object({ docs: z.array(passkeyRow) }));

/** The options the browser library takes as they are (PublicKeyCredential*OptionsJSON): only the challenge is read. */
export const passkeyOptions = z.looseObject({ challenge: z.string() });
export const passkeyOptionsResponse = envelope(z.object({ options: passkeyOptions }));

// The parts of a credential are base64url text; the server's library decodes and checks each one. Other fields the
// browser adds are dropped: the checks use none of them.
const part = z
  .string({ error: MSG.passkeyInvalid })
  .max(16_384, MSG.passkeyInvalid)
  .regex(/^[A-Za-z0-9_-]*$/, {
    error: MSG.passkeyInvalid,
  });
const extensionValue = z.union([z.boolean(), z.number(), z.string().max(256)]);
const credentialBase = {
  id: part.min(1, MSG.passkeyInvalid).max(1_024, MSG.passkeyInvalid),
  rawId: part.max(1_024, MSG.passkeyInvalid),
  type: z.literal('public-key', { error: MSG.passkeyInvalid }),
  // What the browser says of the extensions (credProps: { rk: true }, say): kept two levels deep, and not read.
  clientExtensionResults: z
    .record(z.string().max(64), z.union([extensionValue, z.record(z.string().max(64), extensionValue)]))
    .default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** A new credential as the browser library's startRegistration answers it. */
export const passkeyAttestation = z.object(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: part,
        attestationObject: part,
        transports: z.array(z.string().max(32)).max(8).optional(),
      },
      { error: MSG.passkeyInvalid },
    ),
  },
  { error: MSG.passkeyInvalid },
);

/** A signature as the browser library's startAuthentication answers it. */
export const passkeyAssertion = z.object(
  {
    ...credentialBase,
    response: z.object(
      { clientDataJSON: part, authenticatorData: part, signature: part, userHandle: part.optional() },
      { error: MSG.passkeyInvalid },
    ),
  },
  { error: MSG.passkeyInvalid },
);
export type PasskeyAssertion = z.input<typeof passkeyAssertion>;

/** Adding a passkey asks the password first: a session alone (a stolen one) must not plant a key of its own. */
export const passkeyOptionsBody = securityProofBody;
export type PasskeyOptionsBody = z.input<typeof passkeyOptionsBody>;

export const passkeyNameField = z
  .string({ error: MSG.passkeyNameInvalid })
  .trim()
  .min(1, MSG.passkeyNameInvalid)
  .max(PASSKEY_NAME_MAX, MSG.passkeyNameInvalid);

export const passkeyAddBody = z.object({ name: passkeyNameField, credential: passkeyAttestation });
export type PasskeyAddBody = z.input<typeof passkeyAddBody>;

export const passkeyParams = z.object({ _id: idParam });

export const passkeySigninBody = z.object({ credential: passkeyAssertion });
export type PasskeySigninBody = z.input<typeof passkeySigninBody>;

/** What a passkey may confirm in place of the code: a withdrawal (income or capital) or a transfer, by its id. */
export const passkeyConfirmBody = z.object({
  purpose: z.enum(['withdrawal', 'transfer'], { error: MSG.passkeyInvalid }),
  _id: z.string({ error: MSG.notFound }).uuid({ error: MSG.notFound }),
});
export type PasskeyConfirmBody = z.input<typeof passkeyConfirmBody>;

/**
 * A confirming step's body: the mailed (or the authenticator's) code, or a passkey's signature over the challenge
 * of passkeyConfirmOptions. One of the two is required; without either the code's own message is said.
 */
export function codeOrPasskey<const S extends z.ZodRawShape>(shape: S, required: string) {
  return z.object({ ...shape, otp: otpField(required).optional(), passkey: passkeyAssertion.optional() }).refine(
    (body) => {
      const given = body as { otp?: unknown; passkey?: unknown };
      return given.otp !== undefined || given.passkey !== undefined;
    },
    { path: ['otp'], message: required },
  );
}
