import { formatUsdt, type Locale, microsToUsdt } from '@app/contract';
import type { NotificationEvent } from './notify';

// What each notification says and where it points (docs/product.md#notifications). Amounts are USDT as screens
// show them; links are paths of the member site, except a payout's page on the block explorer.

type Base = { userId: string; now: Date };
const usdt = (micros: bigint) => `${formatUsdt(microsToUsdt(micros))} USDT`;

export function depositApproved(options: Base & { depositId: string; amountMicros: bigint }): NotificationEvent {
  return {
    ...base(options),
    kind: 'deposit-approved',
    eventKey: `deposit-approved:${options.depositId}`,
    title: 'Deposit approved',
    body: `Your deposit of ${usdt(options.amountMicros)} was approved and is in your Electronic Wallet.`,
    link: '/reacharge-list',
  };
}

export function depositRejected(
  options: Base & { depositId: string; amountMicros: bigint; reason: string },
): NotificationEvent {
  return {
    ...base(options),
    kind: 'deposit-rejected',
    eventKey: `deposit-rejected:${options.depositId}`,
    title: 'Deposit rejected',
    body: `Your deposit of ${usdt(options.amountMicros)} was rejected: ${options.reason}`,
    link: '/reacharge-list',
  };
}

export function withdrawalPaid(
  options: Base & {
    withdrawalId: string;
    capital: boolean;
    netMicros: bigint;
    transactionHash: string;
    explorerTransactionUrl: string;
  },
): NotificationEvent {
  const what = options.capital ? 'capital withdrawal' : 'withdrawal';
  return {
    ...base(options),
    kind: 'withdrawal-paid',
    eventKey: `withdrawal-paid:${options.withdrawalId}`,
    title: options.capital ? 'Capital withdrawal paid' : 'Withdrawal paid',
    body: `Your ${what} was paid: ${usdt(options.netMicros)} sent on chain in transaction ${options.transactionHash}.`,
    link: options.explorerTransactionUrl.replace('{hash}', options.transactionHash),
  };
}

export function withdrawalRejected(
  options: Base & { withdrawalId: string; capital: boolean; amountMicros: bigint; reason: string },
): NotificationEvent {
  const what = options.capital ? 'capital withdrawal' : 'withdrawal';
  return {
    ...base(options),
    kind: 'withdrawal-rejected',
    eventKey: `withdrawal-rejected:${options.withdrawalId}`,
    title: options.capital ? 'Capital withdrawal rejected' : 'Withdrawal rejected',
    body: `Your ${what} of ${usdt(options.amountMicros)} was rejected and the amount returned: ${options.reason}`,
    link: '/withdrawl-list',
  };
}

export function rankReached(options: Base & { rank: number }): NotificationEvent {
  return {
    ...base(options),
    kind: 'rank-reached',
    eventKey: `rank-reached:${options.rank}`,
    title: `Rank ${options.rank} reached`,
    body: `Congratulations: you reached rank ${options.rank}. Any reward of the rank is in your Flexible wallet.`,
    link: '/rewardIncome',
  };
}

export function referralJoined(options: Base & { newMemberId: string; newMemberName: string }): NotificationEvent {
  return {
    ...base(options),
    kind: 'referral-joined',
    eventKey: `referral-joined:${options.newMemberId}`,
    title: 'New direct referral',
    body: `${options.newMemberName.replace(/\s+/g, ' ')} signed up with your referral code.`,
    link: '/team-a',
  };
}

export function passwordChanged(options: Base & { at: string }): NotificationEvent {
  return {
    ...base(options),
    kind: 'password-changed',
    eventKey: `password-changed:${options.now.toISOString()}`,
    title: 'Password changed',
    body: `Your password was changed on ${options.at} (UTC) and every other session was signed out.`,
    link: '/settings',
    mailed: true,
  };
}

/** `mailed`: a replaced address is mailed at once by the change (with the old one named), so the job leaves it. */
export function usdtAddressChanged(options: Base & { address: string; mailed?: boolean }): NotificationEvent {
  return {
    ...base(options),
    kind: 'usdt-address-changed',
    eventKey: `usdt-address-changed:${options.now.toISOString()}:${options.address.toLowerCase()}`,
    title: 'USDT address changed',
    body: `Your USDT (BEP-20) address is now ${options.address}. If this was not you, change your password at once.`,
    link: '/settings',
    mailed: options.mailed === true,
  };
}

/** Support's reply, written in the member's language (the first notification that is; the rest follow). */
const TICKET_ANSWERED: Record<Locale, { title: (number: number) => string; body: (subject: string) => string }> = {
  en: {
    title: (number) => `Support replied to ticket ${number}`,
    body: (subject) => `There is a reply to your ticket "${subject}". Open it to read the answer and reply.`,
  },
  es: {
    title: (number) => `Soporte respondió a tu ticket ${number}`,
    body: (subject) => `Hay una respuesta a tu ticket "${subject}". Ábrelo para leerla y contestar.`,
  },
  hi: {
    title: (number) => `सहायता ने टिकट ${number} का जवाब दिया`,
    body: (subject) => `आपके टिकट "${subject}" पर जवाब आया है। जवाब पढ़ने और उत्तर देने के लिए उसे खोलें।`,
  },
};

export function ticketAnswered(
  options: Base & { ticketId: string; number: number; subject: string; messageId: string; locale: Locale },
): NotificationEvent {
  const texts = TICKET_ANSWERED[options.locale];
  return {
    ...base(options),
    kind: 'ticket-answered',
    eventKey: `ticket-answered:${options.messageId}`,
    title: texts.title(options.number),
    body: texts.body(options.subject),
    link: `/support/${options.ticketId}`,
  };
}

function base(options: Base) {
  return { userId: options.userId, now: options.now };
}
