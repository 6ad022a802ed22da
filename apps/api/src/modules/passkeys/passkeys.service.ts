import {
  MSG,
  PASSKEY_CHALLENGE_SECONDS,
  type PasskeyAddBody,
  type PasskeyConfirmBody,
  type PasskeyOptionsBody,
  ROLE,
  type SecurityProofBody,
} from '@app/contract';
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoUint8Array } from '@simplewebauthn/server/helpers';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import {
  assertionOptions,
  optionsJson,
  relyingParty,
  storeChallenge,
  takeChallenge,
} from '../../core/passkey-ceremony';
import { markSecurityChanged } from '../../core/security-hold';
import type { SessionClient } from '../../core/session-client';
import { companyName } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import { checkSecurityProof } from '../two-factor/security-proof';
import { accountOf, credentialsOf, deletePasskey, insertPasskey, listPasskeys } from './passkeys.repository';

// A member's, vendor's or operator's own passkeys (docs/decisions/042-passkeys.md): the list, adding one in the
// WebAuthn library's two steps, removing one. Each change is audited and in the account's security activity.

/** Who asks: the signed-in account, and where from. */
export interface PasskeyActor {
  userId: string;
  client: SessionClient;
}

export async function passkeyList(ctx: AppContext, userId: string) {
  return { message: MSG.passkeysLoaded, data: { docs: await listPasskeys(ctx.db, userId) } };
}

async function signedInAccount(ctx: AppContext, userId: string) {
  const account = await accountOf(ctx.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return account;
}

/**
 * Step 1: the password, checked like a log-in (the same limits and failure count), then the browser's registration
 * options: a discoverable credential (so a sign-in needs no e-mail), none of the account's own passkeys again.
 */
export async function startAddingPasskey(ctx: AppContext, options: PasskeyActor & { body: PasskeyOptionsBody }) {
  const account = await signedInAccount(ctx, options.userId);
  // The password and the current second factor, the code used here: the ceremony's challenge is the step's only write.
  const claim = await checkSecurityProof(ctx, { userId: account.id, proof: options.body, ip: options.client.ip ?? '' });
  await claim(ctx.db);
  const own = await credentialsOf(ctx.db, account.id);
  const registration = await generateRegistrationOptions({
    rpName: await companyName(ctx.db),
    rpID: relyingParty(ctx.config).rpID,
    userName: account.email,
    userID: isoUint8Array.fromUTF8String(account.id),
    userDisplayName: account.fullName,
    attestationType: 'none',
    excludeCredentials: own,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(ctx, { challenge: registration.challenge, purpose: 'register', userId: account.id });
  return { message: MSG.passkeyOptionsReady, data: { options: optionsJson(registration) } };
}

/** Step 2: the browser's new credential, checked against step 1's challenge (taken once), this site and origin. */
export async function finishAddingPasskey(
  ctx: AppContext,
  options: PasskeyActor & { body: PasskeyAddBody; log: FastifyBaseLogger },
) {
  const { userId, body } = options;
  const response = body.credential as RegistrationResponseJSON;
  const challenge = await takeChallenge(ctx, {
    clientDataJSON: response.response.clientDataJSON,
    purpose: 'register',
    userId,
  });
  const { origin, rpID } = relyingParty(ctx.config);
  let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };
  try {
    const checked = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!checked.verified) throw new AppError('VALIDATION', MSG.passkeyInvalid);
    credential = checked.registrationInfo.credential;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION', MSG.passkeyInvalid);
  }
  const now = ctx.clock();
  const name = body.name.trim();
  await ctx.db.transaction(async (tx) => {
    const kept = await insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: credential.transports ?? [],
      name,
      now,
    });
    if (kept === 'limit') throw new AppError('CONFLICT', MSG.passkeyLimit);
    if (kept === 'duplicate') throw new AppError('CONFLICT', MSG.passkeyInvalid);
    await writeAudit(tx, {
      actorId: userId,
      ip: options.client.ip ?? null,
      action: 'passkey.add',
      targetType: 'passkey',
      targetId: credential.id,
      details: { name },
      now,
    });
    await recordSecurityEvent(tx, { userId, kind: 'passkeyAdded', client: options.client, now });
    await markSecurityChanged(tx, { userId, now });
  });
  // A member is told at once, with the "This wasn't me" link: a thief with the password would add one first.
  if ((await accountOf(ctx.db, userId))?.role !== ROLE.admin) {
    mailSecurityAlert(ctx, { userId, kind: 'passkeyAdded', client: options.client, now, log: options.log });
  }
  return { message: MSG.passkeyAdded, data: { docs: await listPasskeys(ctx.db, userId) } };
}

/**
 * Removes one of the account's own passkeys after the password and the current second factor; another account's id
 * reads as not found.
 */
export async function removePasskey(
  ctx: AppContext,
  options: PasskeyActor & { id: string; proof: SecurityProofBody; log: FastifyBaseLogger },
) {
  const { userId } = options;
  const claim = await checkSecurityProof(ctx, { userId, proof: options.proof, ip: options.client.ip ?? '' });
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await claim(tx);
    const name = await deletePasskey(tx, { userId, id: options.id });
    if (name === undefined) throw new AppError('NOT_FOUND', MSG.passkeyNotFound);
    await writeAudit(tx, {
      actorId: userId,
      ip: options.client.ip ?? null,
      action: 'passkey.remove',
      targetType: 'passkey',
      targetId: options.id,
      details: { name },
      now,
    });
    await recordSecurityEvent(tx, { userId, kind: 'passkeyRemoved', client: options.client, now });
    await markSecurityChanged(tx, { userId, now });
  });
  if ((await accountOf(ctx.db, userId))?.role !== ROLE.admin) {
    mailSecurityAlert(ctx, { userId, kind: 'passkeyRemoved', client: options.client, now, log: options.log });
  }
  return { message: MSG.passkeyRemoved, data: { docs: await listPasskeys(ctx.db, userId) } };
}

/**
 * The options for confirming a withdrawal or a transfer with a passkey: the challenge is good for that request only
 * (its code's purpose), and only for this account's passkeys. A request that is not the member's, or not waiting for
 * its code, is refused when the signature is sent, as a wrong code would be.
 */
export async function passkeyConfirmOptions(ctx: AppContext, options: { userId: string; body: PasskeyConfirmBody }) {
  const request = await assertionOptions(ctx, {
    purpose: `${options.body.purpose}:${options.body._id}`,
    userId: options.userId,
  });
  return { message: MSG.passkeyOptionsReady, data: { options: request } };
}
