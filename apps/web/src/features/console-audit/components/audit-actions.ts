/**
 * Every action the API writes to the audit log (`action: '...'` in apps/api/src), by what it did. The filter
 * offers these; a row with an action missing here still shows, under its stored name.
 */
export const AUDIT_ACTIONS: Record<string, string> = {
  'deposit.approve': 'Deposit approved',
  'deposit.reject': 'Deposit rejected',
  'withdrawal.approve': 'Withdrawal approved',
  'withdrawal.pay': 'Withdrawal paid',
  'withdrawal.reject': 'Withdrawal rejected',
  'member.block': 'Member blocked',
  'member.unblock': 'Member unblocked',
  'member.adjust': 'Balance adjusted',
  'member.adjustRequest': 'Adjustment requested (waits for a second operator)',
  'member.adjustReject': 'Adjustment rejected',
  'member.signinLink': 'Sign-in link created',
  'member.autoSignin': 'Signed in with a link',
  'kyc.approve': 'Identity check approved',
  'kyc.reject': 'Identity check rejected',
  'vendor.create': 'Vendor account opened',
  'package.create': 'Package added',
  'package.update': 'Package changed',
  'settings.update': 'Settings changed',
  'reserves.snapshot': 'Proof-of-reserves snapshot taken',
  'operator.create': 'Operator invited',
  'operator.reinvite': 'Operator sent a new link',
  'operator.passwordSet': 'Invited operator set a password',
  'operator.disable': 'Operator disabled',
  'operator.enable': 'Operator enabled',
  'content.save': 'Site page saved',
  'content.revert': 'Site page reverted',
  'reconciliation.acknowledge': 'Reconciliation acknowledged',
};
