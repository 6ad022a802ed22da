import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, generatedId, moment } from './columns';
import { userRef } from './user-columns';

// Passkeys (docs/decisions/042-passkeys.md): a member's or operator's WebAuthn credentials. The public key only: the
// private one never leaves the member's device.
export const passkeys = pgTable(
  'passkeys',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    // The credential's id as the browser gives it (base64url): how a sign-in finds its account.
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    // The authenticator's signature count: a count that goes backwards means a copied key, and is refused.
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: moment('created_at').notNull(),
    lastUsedAt: moment('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkeys_credential_idx').on(table.credentialId),
    index('passkeys_user_idx').on(table.userId),
    check('passkeys_sign_count_check', sql`${table.signCount} >= 0`),
  ],
);

// A ceremony's challenge, single-use: taken (deleted) by the answer that signs it. `purpose` binds it to what it may
// do: 'register', 'signin', 'operator-signin', or the request it confirms ('withdrawal:<id>', 'transfer:<id>').
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: generatedId(),
    challenge: text('challenge').notNull(),
    // Null for a sign-in's: who signs is known only from the answer.
    userId: userRef('user_id'),
    purpose: text('purpose').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('passkey_challenges_challenge_idx').on(table.challenge),
    index('passkey_challenges_expires_idx').on(table.expiresAt),
  ],
);
