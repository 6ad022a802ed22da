import { MSG, PASSKEY_CHALLENGE_SECONDS, type PasskeyAssertion } from '@app/contract';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { passkeyChallenges, passkeys } from '../db/schema';
import { AppError } from '../lib/app-error';
import { addSeconds, type Clock } from '../lib/clock';

// The WebAuthn checks every passkey ceremony shares (docs/decisions/042-passkeys.md): who the relying party is, the
// single-use challenges, and an assertion checked against a stored credential. Here, below the modules, because a
// sign-in and a withdrawal's confirmation both use it.

interface PasskeyContext {
  db: Queryable;
  clock: Clock;
  config: { PUBLIC_URL: string };
}

/**
 * The relying party is the site members reach (PUBLIC_URL): its origin is the only one a browser's answer may come
 * from, and its host name the id passkeys are bound to, so a look-alike site gets nothing it can use here.
 */
export function relyingParty(config: { PUBLIC_URL: string }) {
  const origin = new URL(config.PUBLIC_URL).origin;
  return { origin, rpID: new URL(origin).hostname };
}

/** WebAuthn options as the contract carries them: the browser library's JSON, passed on whole. */
export function optionsJson<T extends { challenge: string }>(options: T): T & Record<string, unknown> {
  return options as T & Record<string, unknown>;
}

/** 'register', 'signin', 'operator-signin', or the request a passkey confirms: the OTP purpose of that request. */
export type PasskeyPurpose = 'register' | 'signin' | 'operator-signin' | `withdrawal:${string}` | `transfer:${string}`;

/**
 * A sign-in stands in for the password and the second factor, so the device must have checked its owner (PIN,
 * fingerprint, face): a key merely touched is not enough. Confirming an action, with a session already, it is.
 */
const isSignin = (purpose: PasskeyPurpose) => purpose === 'signin' || purpose === 'operator-signin';

/** Stores a ceremony's challenge for `purpose` (and the account, when known), clearing expired ones on the way. */
export async function storeChallenge(
  ctx: PasskeyContext,
  options: { challenge: string; purpose: PasskeyPurpose; userId: string | null },
) {
  const now = ctx.clock();
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await ctx.db.insert(passkeyChallenges).values({
    challenge: options.challenge,
    purpose: options.purpose,
    userId: options.userId,
    expiresAt: addSeconds(now, PASSKEY_CHALLENGE_SECONDS),
  });
}

/**
 * Takes (deletes) the challenge the browser signed, read from its client data, if it is live and for `purpose` (and
 * `userId` when given). Taken once: a replayed answer finds nothing.
 */
export async function takeChallenge(
  ctx: PasskeyContext,
  options: { clientDataJSON: string; purpose: PasskeyPurpose; userId?: string },
): Promise<string> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(options.clientDataJSON).challenge;
  } catch {
    throw new AppError('VALIDATION', MSG.passkeyInvalid);
  }
  const [taken] = await ctx.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, String(challenge)),
        eq(passkeyChallenges.purpose, options.purpose),
        options.userId === undefined ? undefined : eq(passkeyChallenges.userId, options.userId),
      ),
    )
    .returning({ expiresAt: passkeyChallenges.expiresAt });
  if (!taken || taken.expiresAt.getTime() <= ctx.clock().getTime()) {
    throw new AppError('OTP_INVALID', MSG.passkeyExpired);
  }
  return challenge;
}

/**
 * The browser's options to sign a fresh challenge for `purpose`: any of the account's passkeys when `userId` is
 * given, or any passkey of this site (a sign-in, which names no account).
 */
export async function assertionOptions(
  ctx: PasskeyContext,
  options: { purpose: PasskeyPurpose; userId: string | null },
): Promise<PublicKeyCredentialRequestOptionsJSON & Record<string, unknown>> {
  const allowCredentials =
    options.userId === null
      ? undefined
      : (
          await ctx.db
            .select({ id: passkeys.credentialId, transports: passkeys.transports })
            .from(passkeys)
            .where(eq(passkeys.userId, options.userId))
        ).map((row) => ({ id: row.id, transports: row.transports }));
  if (allowCredentials?.length === 0) throw new AppError('NOT_FOUND', MSG.passkeyNotFound);
  const requestOptions = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).rpID,
    allowCredentials,
    userVerification: isSignin(options.purpose) ? 'required' : 'preferred',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(ctx, { challenge: requestOptions.challenge, purpose: options.purpose, userId: options.userId });
  return optionsJson(requestOptions);
}

/**
 * Checks a browser's signature for `purpose`: the challenge taken once, the credential known (and the account's when
 * `userId` is given), the origin and site id this platform's, the signature the stored key's, and the signature count
 * moved forward (a count that goes backwards means a copied key: refused). Stores the new count; answers the
 * account and the passkey. Wrong or replayed answers are 400s with the passkey messages.
 */
export async function checkAssertion(
  ctx: PasskeyContext,
  options: { credential: PasskeyAssertion; purpose: PasskeyPurpose; userId?: string },
): Promise<{ userId: string; passkeyId: string }> {
  const response = options.credential as AuthenticationResponseJSON;
  const challenge = await takeChallenge(ctx, {
    clientDataJSON: response.response.clientDataJSON,
    purpose: options.purpose,
    userId: options.userId,
  });
  const [stored] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!stored || (options.userId !== undefined && stored.userId !== options.userId)) {
    throw new AppError(options.userId === undefined ? 'INVALID_CREDENTIALS' : 'OTP_INVALID', MSG.passkeyUnknown);
  }
  const { rpID, origin } = relyingParty(ctx.config);
  let newCounter: number;
  try {
    const checked = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(stored.publicKey),
        counter: stored.signCount,
        transports: stored.transports,
      },
      requireUserVerification: isSignin(options.purpose),
    });
    if (!checked.verified) throw new AppError('OTP_INVALID', MSG.passkeyInvalid);
    newCounter = checked.authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const counter = error instanceof Error && /counter/i.test(error.message);
    throw new AppError('OTP_INVALID', counter ? MSG.passkeyCounterBackwards : MSG.passkeyInvalid);
  }
  // Conditional on the count read: of two answers checked at once against one count, one moves it.
  const [moved] = await ctx.db
    .update(passkeys)
    .set({ signCount: newCounter, lastUsedAt: ctx.clock() })
    .where(
      and(
        eq(passkeys.id, stored.id),
        sql`(${passkeys.signCount} < ${newCounter} or (${passkeys.signCount} = 0 and ${newCounter} = 0))`,
      ),
    )
    .returning({ id: passkeys.id });
  if (!moved) throw new AppError('OTP_INVALID', MSG.passkeyCounterBackwards);
  return { userId: stored.userId, passkeyId: stored.id };
}
