import type { WithdrawalKind } from '@app/contract';
import type { Rejection } from './notification-params';
import type { NotificationEvent } from './notify';

// Each notification's kind, values and link (docs/product.md#notifications); its words are in notification.texts.ts,
// chosen when it is read. Links are paths of the member site, except a payout's page on the block explorer.

type Base = { userId: string; now: Date };

export function depositApproved(options: Base & { depositId: string; amountMicros: bigint }): NotificationEvent {
  return {
    ...base(options),
    kind: 'deposit-approved',
    params: { amountMicros: String(options.amountMicros) },
    eventKey: `deposit-approved:${options.depositId}`,
    link: '/reacharge-list',
  };
}

export function depositRejected(
  options: Base & Rejection & { depositId: string; amountMicros: bigint },
): NotificationEvent {
  return {
    ...base(options),
    kind: 'deposit-rejected',
    params: { amountMicros: String(options.amountMicros), ...rejection(options) },
    eventKey: `deposit-rejected:${options.depositId}`,
    link: '/reacharge-list',
  };
}

export function withdrawalPaid(
  options: Base & {
    withdrawalId: string;
    kind: WithdrawalKind;
    netMicros: bigint;
    transactionHash: string;
    explorerTransactionUrl: string;
  },
): NotificationEvent {
  return {
    ...base(options),
    kind: 'withdrawal-paid',
    params: {
      ...kindParams(options.kind),
      netMicros: String(options.netMicros),
      transactionHash: options.transactionHash,
    },
    eventKey: `withdrawal-paid:${options.withdrawalId}`,
    link: options.explorerTransactionUrl.replace('{hash}', options.transactionHash),
  };
}

export function withdrawalRejected(
  options: Base & Rejection & { withdrawalId: string; kind: WithdrawalKind; amountMicros: bigint },
): NotificationEvent {
  return {
    ...base(options),
    kind: 'withdrawal-rejected',
    params: { ...kindParams(options.kind), amountMicros: String(options.amountMicros), ...rejection(options) },
    eventKey: `withdrawal-rejected:${options.withdrawalId}`,
    link: '/withdrawl-list',
  };
}

/** Which withdrawal a notice names: `refund` only on a refund, so a stored income withdrawal's params stay as they were. */
function kindParams(kind: WithdrawalKind): { capital: boolean; refund?: true } {
  return kind === 'refund' ? { capital: false, refund: true } : { capital: kind === 'capital' };
}

export function rankReached(options: Base & { rank: number }): NotificationEvent {
  return {
    ...base(options),
    kind: 'rank-reached',
    params: { rank: options.rank },
    eventKey: `rank-reached:${options.rank}`,
    link: '/rewardIncome',
  };
}

export function referralJoined(options: Base & { newMemberId: string; newMemberName: string }): NotificationEvent {
  return {
    ...base(options),
    kind: 'referral-joined',
    params: { name: options.newMemberName.replace(/\s+/g, ' ') },
    eventKey: `referral-joined:${options.newMemberId}`,
    link: '/team-a',
  };
}

export function passwordChanged(options: Base): NotificationEvent {
  return {
    ...base(options),
    kind: 'password-changed',
    params: { at: options.now.toISOString() },
    eventKey: `password-changed:${options.now.toISOString()}`,
    link: '/settings',
    mailed: true,
  };
}

/** `mailed`: a replaced address is mailed at once by the change (with the old one named), so the job leaves it. */
export function usdtAddressChanged(options: Base & { address: string; mailed?: boolean }): NotificationEvent {
  return {
    ...base(options),
    kind: 'usdt-address-changed',
    params: { address: options.address },
    eventKey: `usdt-address-changed:${options.now.toISOString()}:${options.address.toLowerCase()}`,
    link: '/settings',
    mailed: options.mailed === true,
  };
}

export function ticketAnswered(
  options: Base & { ticketId: string; number: number; subject: string; messageId: string; reply: string },
): NotificationEvent {
  return {
    ...base(options),
    kind: 'ticket-answered',
    // The reply itself, so the mail and the notification say what support answered, not only that it did.
    params: { number: options.number, subject: options.subject, reply: options.reply },
    eventKey: `ticket-answered:${options.messageId}`,
    link: `/support/${options.ticketId}`,
  };
}

function base(options: Base) {
  return { userId: options.userId, now: options.now };
}

/** The reason as the operator gave it, and a note only when there is one. */
function rejection(options: Rejection): Rejection {
  return options.note ? { reason: options.reason, note: options.note } : { reason: options.reason };
}
