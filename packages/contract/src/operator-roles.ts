// An operator's one role decides which console calls it may make (docs/decisions/020-operator-roles.md). Every
// operator route in the contract names the roles that may call it; the server refuses the rest with 403, and the
// console shows only the pages and actions of the signed-in operator's role.

export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who may call an operator route: the groups the route table names, so a rule reads as a sentence. */
export const ROLES = {
  /** Every operator: their own session, profile and two-factor sign-in. */
  any: ['owner', 'finance', 'support', 'content'],
  /** Operators, roles, settings, one-time sign-in links, packages' terms: the owner alone. */
  owner: ['owner'],
  /** Money: deposits, withdrawals, payouts, adjustments and their approvals, reserves, settlement. */
  money: ['owner', 'finance'],
  /** Reading members and what the platform holds: finance reads, support helps members. */
  memberReads: ['owner', 'finance', 'support'],
  /** Acting on a member's account without moving money: blocks, identity checks, vendor accounts. */
  memberActions: ['owner', 'support'],
  /** The public site: pages, news, the newsletter. */
  content: ['owner', 'content'],
  /** Members' support tickets: support answers them, finance reads them to follow a payment. */
  ticketReads: ['owner', 'finance', 'support'],
  /** Answering, assigning and closing tickets, and the replies operators save. */
  ticketActions: ['owner', 'support'],
  /** The owner's reports: what the plan owes, what packages earn, cohorts, flows (docs/product.md#reports). */
  reports: ['owner', 'finance'],
  /** Messages visitors send through the contact form. */
  contacts: ['owner', 'support', 'content'],
} as const satisfies Record<string, readonly OperatorRole[]>;

/**
 * Settings that guard money, and which way of changing each one tightens it: a change that only tightens applies at
 * once; any other change waits for a second owner. `lower`/`higher`: a smaller/larger number is stricter; `on`/`off`:
 * turning it on/off is stricter; `any`: every change waits (where money goes, how it is credited, what income pays).
 */
export const GUARDED_SETTINGS = {
  payoutApprovalAbove: 'lower',
  newAddressHoldHours: 'higher',
  withdrawalDailyLimit: 'lower',
  withdrawalDailyCount: 'lower',
  amountMaximum: 'lower',
  confirmations: 'higher',
  kycRequiredForWithdrawal: 'on',
  operatorTwoFactorRequired: 'on',
  transfersEnabled: 'off',
  depositAddress: 'any',
  treasuryAddress: 'any',
  usdtContract: 'any',
  depositVerificationMode: 'any',
  depositAddressMode: 'any',
  levelIncomePercents: 'any',
  directIncomePercent: 'any',
  rankTable: 'any',
  reserveMode: 'any',
  manualReserve: 'any',
  manualReserveSource: 'any',
  payoutMode: 'any',
  autoPayoutsPaused: 'on',
  autoPayoutMaximum: 'lower',
  autoPayoutDailyLimit: 'lower',
} as const satisfies Record<string, 'lower' | 'higher' | 'on' | 'off' | 'any'>;
export type GuardedSetting = keyof typeof GUARDED_SETTINGS;

/** Whether changing a guarded setting from `before` to `after` waits for a second owner (an equal value does not). */
export function changeWaitsForApproval(key: GuardedSetting, before: unknown, after: unknown): boolean {
  if (JSON.stringify(before) === JSON.stringify(after)) return false;
  switch (GUARDED_SETTINGS[key]) {
    case 'lower':
      return !(typeof after === 'number' && typeof before === 'number' && after < before);
    case 'higher':
      return !(typeof after === 'number' && typeof before === 'number' && after > before);
    case 'on':
      return after !== true;
    case 'off':
      return after !== false;
    default:
      return true;
  }
}

export function isGuardedSetting(key: string): key is GuardedSetting {
  return Object.hasOwn(GUARDED_SETTINGS, key);
}
