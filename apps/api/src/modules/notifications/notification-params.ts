import type { EarningKind, NotificationKind, TextsPerLanguage } from '@app/contract';

// What a notification keeps of its event: the values it is worded from when read (notification.texts.ts), never the
// sentence, so a member reads every notification in the language they read now (docs/decisions/028-member-language.md).
// Amounts are micro-USDT as decimal strings, moments ISO 8601: JSON has no bigint and no date.

/** An operator's reason: free text shown as written, or one kept in each language (English at least). */
export type RejectionReason = string | TextsPerLanguage;

/** A rejection's reason with the operator's free-text note beside it, if any. */
export interface Rejection {
  reason: RejectionReason;
  note?: string | null;
}

export interface NotificationParams {
  'deposit-approved': { amountMicros: string };
  'deposit-rejected': Rejection & { amountMicros: string };
  /** `refund`: a refund of the Electronic Wallet (absent on notifications stored before refunds existed). */
  'withdrawal-paid': { capital: boolean; refund?: boolean; netMicros: string; transactionHash: string };
  'withdrawal-rejected': Rejection & { capital: boolean; refund?: boolean; amountMicros: string };
  'rank-reached': { rank: number };
  'referral-joined': { name: string };
  /** The platform day and each kind's part of its total; a part of 0 is left out of the sentence. */
  'income-digest': {
    day: string;
    totalMicros: string;
    parts: Record<EarningKind, string>;
  };
  'password-changed': { at: string };
  'usdt-address-changed': { address: string };
  /** `reply`: the platform's reply itself (notifications stored before it was carried have none). */
  'ticket-answered': { number: number; subject: string; reply?: string };
}

/** A kind with its own values, as stored in `notifications.kind` and `notifications.params`. */
export type NotificationContent = {
  [K in NotificationKind]: { kind: K; params: NotificationParams[K] };
}[NotificationKind];
