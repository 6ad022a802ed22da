import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { userRef } from './user-columns';

// Two-factor sign-in (docs/decisions/012-two-factor.md): single-use recovery codes, kept only as hashes.
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

// The step between a right password and the code: signinTwoFactor answers a token only for a live challenge.
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('two_factor_challenges_user_idx').on(table.userId)],
);
