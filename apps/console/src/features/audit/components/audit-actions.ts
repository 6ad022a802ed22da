import { textOf } from '@app/web-kit/i18n/texts';
import { CONSOLE_AUDIT_TEXTS } from '../texts';

type Key = keyof typeof CONSOLE_AUDIT_TEXTS;

/**
 * Every action the API writes to the audit log (`action: '...'` in apps/api/src), by what it did. The filter
 * offers these; a row with an action missing here still shows, under its stored name.
 */
const ACTIONS = [
  'deposit.approve',
  'deposit.approveFirst',
  'deposit.reject',
  'deposit.watcher.credit',
  'deposit.watcher.matched',
  'contact.resend',
  'withdrawal.approve',
  'withdrawal.pay',
  'withdrawal.reject',
  'withdrawal.autoPay',
  'payout.fail',
  'payout.handBack',
  'payouts.acceptNonce',
  'member.block',
  'member.unblock',
  'member.close',
  'member.freeze',
  'member.freeze.keep',
  'member.unfreeze',
  'member.antiPhishingCode.set',
  'member.antiPhishingCode.remove',
  'member.address.save',
  'member.address.remove',
  'member.address.onlyOn',
  'member.address.onlyOff',
  'member.receiver.save',
  'member.receiver.remove',
  'passkey.add',
  'passkey.remove',
  'member.adjust',
  'member.adjustRequest',
  'member.adjustReject',
  'member.signinLink',
  'member.autoSignin',
  'member.dataExport',
  'kyc.approve',
  'kyc.reject',
  'vendor.create',
  'package.create',
  'package.update',
  'settings.update',
  'settings.changeRequest',
  'settings.changeApprove',
  'settings.changeReject',
  'package.changeRequest',
  'package.changeApprove',
  'package.changeReject',
  'operator.changeRequest',
  'operator.changeApprove',
  'operator.changeReject',
  'reserves.snapshot',
  'operator.create',
  'operator.reinvite',
  'operator.passwordSet',
  'operator.disable',
  'operator.enable',
  'operator.role',
  'operator.forbidden',
  'content.save',
  'content.revert',
  'post.create',
  'post.update',
  'post.publish',
  'post.unpublish',
  'post.delete',
  'reconciliation.acknowledgeFirst',
  'reconciliation.acknowledge',
  'ticket.reply',
  'ticket.note',
  'ticket.assign',
  'ticket.close',
  'ticketReply.create',
  'ticketReply.update',
  'ticketReply.delete',
  'rejectionReason.create',
  'rejectionReason.update',
  'rejectionReason.retire',
  'announcement.publish',
  'announcement.withdraw',
  'maintenance.on',
  'maintenance.off',
  'funding.record',
  'dryRun.start',
  'dryRun.cancel',
] as const;

/** Each action's name, read when shown in the language of the moment (docs/decisions/017-translations.md). */
export const AUDIT_ACTIONS: Record<string, string> = Object.defineProperties(
  {},
  Object.fromEntries(
    ACTIONS.map((action) => [
      action,
      { enumerable: true, get: () => textOf(CONSOLE_AUDIT_TEXTS, `cau.action.${action}` as Key) },
    ]),
  ),
);

/** The kind of record an entry is about, by name; an unknown kind shows as stored. */
export function targetTypeLabel(type: string): string {
  const key = `cau.target.${type}`;
  return key in CONSOLE_AUDIT_TEXTS ? textOf(CONSOLE_AUDIT_TEXTS, key as Key) : type;
}
