import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';

// Members, vendors and operators. Operators have no referral code and no sponsor.
export const users = pgTable(
  'users',
  {
    id: generatedId(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['User', 'Vendor', 'Admin'] }).notNull(),
    // An operator's one role, which decides every console call it may make (docs/decisions/020-operator-roles.md);
    // null for members and vendors.
    operatorRole: text('operator_role', { enum: ['owner', 'finance', 'support', 'content'] }),
    // Since when this operator has held its role: only an operator who held a role that may decide a request from
    // before it was made may decide it (docs/decisions/046-no-way-around-the-second-person.md).
    roleSince: moment('role_since'),
    referId: text('refer_id').unique(),
    sponsorId: uuid('sponsor_id'),
    selfRank: integer('self_rank').notNull().default(0),
    // Withdrawal verifies so far: a verify read the day's limits before its statement, which writes only if this is
    // still what it read (docs/decisions/013-performance-budgets.md).
    payoutVerifies: integer('payout_verifies').notNull().default(0),
    usdtAddress: text('usdt_address'),
    // The language the member chose on the site (en, hi, es), for the mails sent when no request is there to ask.
    locale: text('locale'),
    // Set by an operator: a blocked account cannot sign in and its sessions stop working (docs/product.md#accounts).
    blockedAt: moment('blocked_at'),
    blockedReason: text('blocked_reason'),
    // The member's own freeze (docs/decisions/040-member-freeze.md): withdrawals, transfers and payouts stop while it
    // holds; a requested lift sets unfreeze_at a cool-down ahead, and the freeze ends then.
    frozenAt: moment('frozen_at'),
    unfreezeAt: moment('unfreeze_at'),
    // The member's anti-phishing code (docs/product.md#anti-phishing-code), shown at the top of every mail to them.
    antiPhishingCode: text('anti_phishing_code'),
    // "Withdraw only to saved addresses" (docs/product.md#address-book): on since, and, turned off, when it stops
    // holding (the lock).
    onlySavedSince: moment('only_saved_since'),
    onlySavedUntil: moment('only_saved_until'),
    // Two-factor sign-in (docs/decisions/012-two-factor.md): the secret is sealed with the server's key; a pending
    // secret waits for its first code; the last time step used is kept so a code cannot be replayed.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: moment('totp_enabled_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    // The last change of the password or the second factor: no money leaves for securityChangeHoldHours after it
    // (docs/decisions/046-no-way-around-the-second-person.md).
    securityChangedAt: moment('security_changed_at'),
    // When a member accepted the terms of service and the risk disclosure at sign-up, and which texts they were
    // (docs/product.md#accounts); null for vendors and operators, whom no sign-up form asked.
    termsAcceptedAt: moment('terms_accepted_at'),
    termsVersion: text('terms_version'),
    // When the member closed the account (docs/decisions/033-closing-an-account.md): the row stays, pseudonymous,
    // so the ledger and the team tree keep it; its personal fields were erased then.
    closedAt: moment('closed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'users_sponsor_id_users_id_fk', columns: [table.sponsorId], foreignColumns: [table.id] }),
    index('users_sponsor_idx').on(table.sponsorId),
    // One member per sender address, so nobody can claim another member's transfer.
    uniqueIndex('users_usdt_address_key').on(sql`lower(${table.usdtAddress})`),
    check('users_role_check', sql`${table.role} in ('User', 'Vendor', 'Admin')`),
    check(
      'users_operator_role_check',
      sql`(${table.role} = 'Admin') = (${table.operatorRole} is not null) and (${table.operatorRole} is null or ${table.operatorRole} in ('owner', 'finance', 'support', 'content'))`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
