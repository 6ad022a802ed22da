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
