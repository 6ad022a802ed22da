// Dual control (docs/decisions/035-dual-control.md): every operator action that creates money, decides what the
// platform owes, moves where money goes or loosens a control waits for a second operator of a role that may approve
// it, never the one who asked; routine actions apply at once. This file is the one table of which is which: every
// setting and every operator write route is classified here with its reason, and a test fails on one left out.

import { byKind, KIND_RATE_SETTINGS } from './income-kinds';
import type { OperatorSettings } from './settings';

/**
 * How a change to one setting is decided. `lower`/`higher`: a smaller/larger number is stricter and applies at once,
 * the other way waits for a second owner; `on`/`off`: turning it on/off is stricter; `any`: every change waits;
 * `routine`: applies at once (it moves no money and guards none); `ownCall`: not changed by the settings call at all.
 */
export type SettingRule = 'lower' | 'higher' | 'on' | 'off' | 'any' | 'routine' | 'ownCall';

const rule = <R extends SettingRule>(ruleOf: R, reason: string) => ({ rule: ruleOf, reason });

const WHERE_MONEY_GOES = 'where money is sent, read from or credited: a wrong value moves members’ money elsewhere';
const WHAT_MEMBERS_PAY = 'decides what members pay or receive';
const WHAT_PLATFORM_OWES = 'decides what the platform owes members';

export const SETTING_CONTROLS = {
  depositMinimum: rule('any', WHAT_MEMBERS_PAY),
  amountMaximum: rule('lower', 'the largest single amount: a higher one lets larger sums through every other check'),
  withdrawalMinimum: rule('any', WHAT_MEMBERS_PAY),
  withdrawalChargePercent: rule('any', WHAT_MEMBERS_PAY),
  packageWithdrawalMinimum: rule('any', WHAT_MEMBERS_PAY),
  packageWithdrawalChargePercent: rule('any', WHAT_MEMBERS_PAY),
  depositAddress: rule('any', WHERE_MONEY_GOES),
  network: rule('routine', 'one value only (USDT on BEP-20): nothing to change'),
  depositVerificationMode: rule('any', 'whether a deposit is credited on the chain’s word or an operator’s'),
  confirmations: rule('higher', 'fewer blocks credit deposits a reorganisation could undo'),
  depositAddressMode: rule('any', WHERE_MONEY_GOES),
  depositDustBelow: rule('any', WHAT_MEMBERS_PAY),
  usdtContract: rule('any', WHERE_MONEY_GOES),
  treasuryAddress: rule('any', WHERE_MONEY_GOES),
  timezone: rule('any', 'moves the platform day, and with it the daily claim and the daily limits'),
  levelIncomePercents: rule('any', WHAT_PLATFORM_OWES),
  ...byKind(KIND_RATE_SETTINGS, () => rule('any', WHAT_PLATFORM_OWES)),
  rankTable: rule('any', WHAT_PLATFORM_OWES),
  payoutApprovalAbove: rule('lower', 'the second operator’s limit itself'),
  payoutMode: rule('any', 'whether the server pays from its hot wallet without an operator'),
  autoPayoutsPaused: rule('on', 'pausing only stops money; resuming lets it leave'),
  autoPayoutMaximum: rule('lower', 'what leaves without an operator'),
  autoPayoutDailyLimit: rule('lower', 'what leaves without an operator'),
  payoutStuckMinutes: rule('routine', 'when a payout already signed is re-sent with more gas: the same payout'),
  payoutGasMinimumBnb: rule('routine', 'when the gas alert fires; moves no USDT'),
  supportResponseHours: rule('routine', 'when an unanswered ticket alerts'),
  autoSettlement: rule('any', 'pays every member’s daily profit without their claim'),
  explorerTransactionUrl: rule('any', 'operators check payouts and deposits on the page it names'),
  explorerAddressUrl: rule('any', 'operators check addresses on the page it names'),
  transfersEnabled: rule('off', 'turning transfers on lets income move between members'),
  transferMinimum: rule('any', WHAT_MEMBERS_PAY),
  kycRequiredForWithdrawal: rule('on', 'an identity check before money leaves'),
  newAddressHoldHours: rule('higher', 'the hold on a new address, which a stolen account meets first'),
  securityChangeHoldHours: rule(
    'higher',
    'the hold after a member’s password or second factor changed, which a stolen session meets first',
  ),
  refundLikeDays: rule(
    'higher',
    'how long capital bought with a deposit leaves only as a refund does, with two operators',
  ),
  operatorDailyAloneLimit: rule('lower', 'what one operator may move alone in a day across all members'),
  withdrawalDailyLimit: rule('lower', 'what one member may take out in a day'),
  withdrawalDailyCount: rule('lower', 'how often one member may take out in a day'),
  reserveMode: rule('any', 'what the proof of reserves declares'),
  manualReserve: rule('any', 'what the proof of reserves declares'),
  manualReserveSource: rule('any', 'what the proof of reserves declares'),
  operatorTwoFactorRequired: rule('on', 'a second factor at every operator’s sign-in'),
  contactEmail: rule('routine', 'where contact-form messages go; no money'),
  companyName: rule('routine', 'the site’s wording; no money'),
  companyAddress: rule('routine', 'the site’s wording; no money'),
  companyEmail: rule('routine', 'the site’s wording; no money'),
  companyPeople: rule('routine', 'the site’s wording; no money'),
  maintenance: rule('ownCall', 'switched by POST /adminApi/maintenance, which pauses money writes and moves none'),
} as const satisfies Record<keyof OperatorSettings, { rule: SettingRule; reason: string }>;

type GuardedRule = Exclude<SettingRule, 'routine' | 'ownCall'>;
type Guarded<T> = { [K in keyof T as T[K] extends { rule: GuardedRule } ? K : never]: T[K] };
export type GuardedSetting = keyof Guarded<typeof SETTING_CONTROLS>;

/** The settings a change of which may wait for a second owner, each with which way tightens. */
export const GUARDED_SETTINGS = Object.fromEntries(
  Object.entries(SETTING_CONTROLS)
    .filter(([, control]) => control.rule !== 'routine' && control.rule !== 'ownCall')
    .map(([key, control]) => [key, control.rule]),
) as { [K in GuardedSetting]: (typeof SETTING_CONTROLS)[K]['rule'] };

export function isGuardedSetting(key: string): key is GuardedSetting {
  return Object.hasOwn(GUARDED_SETTINGS, key);
}

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

/**
 * How an operator write route is decided. `routine`: applies at once. `secondOwner`: waits for another owner who was
 * one before it was asked (`when` says which calls). `secondOperatorAboveLimit`: what one operator moves alone to one
 * member over 24 hours past `payoutApprovalAbove` waits for a second operator of a money role. `decision`: the second
 * pair of eyes itself, by an operator who held a role allowed to decide it since before the request was made
 * (docs/decisions/046-no-way-around-the-second-person.md). `tightens`: only stops something. `signIn`: an operator's
 * own sign-in, before any role.
 */
export type RouteControl = 'routine' | 'secondOwner' | 'secondOperatorAboveLimit' | 'decision' | 'tightens' | 'signIn';

const control = (how: RouteControl, reason: string, when?: string) => ({
  control: how,
  reason,
  ...(when ? { when } : {}),
});

const CONTENT = 'the public site’s or the desk’s words; no money, no control';

/** Every operator route that writes, by its name in `routes`. */
export const ROUTE_CONTROLS = {
  operatorSignin: control('signIn', 'the first step of an operator’s own sign-in'),
  operatorVerify: control('signIn', 'the mailed code of an operator’s own sign-in'),
  operatorSigninTwoFactor: control('signIn', 'the second factor of an operator’s own sign-in'),
  operatorPasskeySigninOptions: control('signIn', 'the challenge of an operator’s own sign-in with a passkey'),
  operatorPasskeySignin: control('signIn', 'an operator’s own sign-in with a passkey'),
  operatorPasskeyOptions: control(
    'routine',
    'the operator’s own passkey, after their password and their current second factor',
  ),
  operatorPasskeyAdd: control('routine', 'the operator’s own passkey'),
  operatorPasskeyDelete: control('routine', 'the operator’s own passkey'),
  operatorSetPassword: control('signIn', 'an invited operator sets their own password from the mailed link'),
  operatorLogout: control('routine', 'ends the operator’s own session'),
  operatorSecurityCode: control('routine', 'mails the operator the code of a change of their own security'),
  operatorTwoFactorSetup: control(
    'routine',
    'the operator’s own second factor, after their password and a mailed code',
  ),
  operatorTwoFactorEnable: control('routine', 'the operator’s own second factor'),
  operatorTwoFactorDisable: control(
    'routine',
    'the operator’s own second factor, refused while operatorTwoFactorRequired is on',
  ),
  adminDepositApprove: control(
    'secondOperatorAboveLimit',
    'an operator’s approval credits money a hash was not checked for on chain: it creates money',
  ),
  adminDepositReject: control('routine', 'credits nothing'),
  adminSettingsUpdate: control(
    'secondOwner',
    'a setting that guards money waits unless the change only tightens it (SETTING_CONTROLS)',
    'a guarded setting changes the way that loosens it',
  ),
  adminSettingChangeApprove: control('decision', 'the second owner’s approval'),
  adminSettingChangeReject: control('decision', 'the second owner’s refusal'),
  adminPackageCreate: control(
    'secondOwner',
    'a package’s terms decide what the platform owes its buyers',
    'always: a new package is a draft until approved',
  ),
  adminPackageUpdate: control(
    'secondOwner',
    'a package’s terms decide what the platform owes its buyers',
    'its price, range, yield, maturity, fee or category changes, or a draft is put on sale',
  ),
  adminSettlementRun: control('routine', 'pays what members are owed by approved terms, once per day'),
  adminWithdrawalApprove: control('decision', 'the second operator’s approval of a payout'),
  adminWithdrawalPay: control('secondOperatorAboveLimit', 'money leaves the platform'),
  adminWithdrawalReject: control('routine', 'returns the money to the member’s wallet'),
  adminCompanyFunds: control(
    'secondOwner',
    'records money the company says it paid in: it credits no member, but raises the solvency line the owners read',
    'always: the recording is made by another owner’s approval',
  ),
  adminMemberBlock: control('tightens', 'stops the member’s sign-in and money'),
  adminMemberUnblock: control('routine', 'gives back the account as it was; every payout keeps its own checks'),
  adminMemberAdjust: control('secondOperatorAboveLimit', 'a credit is money no deposit brought in'),
  adminAdjustmentApprove: control('decision', 'the second operator’s approval of a credit'),
  adminAdjustmentReject: control('decision', 'the second operator’s refusal of a credit'),
  adminMemberSigninLink: control(
    'routine',
    'signs in as the member to help them; the session changes no security setting and sends no money out, the member is mailed, and a frozen account refuses it',
  ),
  adminMemberKycApprove: control('routine', 'an identity check; no money'),
  adminMemberKycReject: control('routine', 'an identity check; no money'),
  adminVendorCreate: control('routine', 'a vendor account starts with no money'),
  adminContactResend: control('routine', CONTENT),
  adminOperatorCreate: control(
    'secondOwner',
    'an owner or a finance operator decides money: a money role given on one owner’s word would be their own second pair of eyes',
    'the role is owner or finance',
  ),
  adminOperatorDisable: control('tightens', 'ends an operator’s access; the last owner stays'),
  adminOperatorEnable: control('routine', 'gives back only the role the account held'),
  adminOperatorReinvite: control('routine', 'a new link for an invitation already made'),
  adminOperatorRole: control(
    'secondOwner',
    'an owner or a finance operator decides money: a money role given on one owner’s word would be their own second pair of eyes',
    'the new role is owner or finance',
  ),
  adminSitePageSave: control('routine', CONTENT),
  adminSitePageRevert: control('routine', CONTENT),
  adminReserveSnapshot: control('routine', 'reads the reserve as the approved settings say'),
  adminReconciliationAcknowledge: control(
    'secondOwner',
    'lifts the payout freeze a failed reconciliation set',
    'always: the first owner acknowledges the report, another owner lifts the freeze',
  ),
  adminPayoutsPause: control('tightens', 'stops automatic payouts at once; resuming waits for a second owner'),
  adminPayoutsNonceAccept: control(
    'routine',
    'lets the hot wallet continue after a transaction sent outside the platform; pays nothing by itself',
  ),
  adminPostCreate: control('routine', CONTENT),
  adminPostUpdate: control('routine', CONTENT),
  adminPostPublish: control('routine', CONTENT),
  adminPostUnpublish: control('routine', CONTENT),
  adminPostDelete: control('routine', CONTENT),
  adminTicketMessage: control('routine', CONTENT),
  adminTicketAssign: control('routine', CONTENT),
  adminTicketClose: control('routine', CONTENT),
  adminSavedReplyCreate: control('routine', CONTENT),
  adminSavedReplyUpdate: control('routine', CONTENT),
  adminSavedReplyDelete: control('routine', CONTENT),
  maintenanceSwitch: control('routine', 'pauses members’ money writes; moves no money'),
  adminDryRunStart: control('routine', 'simulates on a database of its own; the live data is untouched'),
  adminDryRunCancel: control('routine', 'stops a simulation'),
  rejectionReasonCreate: control('routine', CONTENT),
  rejectionReasonUpdate: control('routine', CONTENT),
  rejectionReasonRetire: control('routine', CONTENT),
  adminAnnouncementCreate: control('routine', CONTENT),
  adminAnnouncementWithdraw: control('routine', CONTENT),
} as const satisfies Record<string, { control: RouteControl; reason: string; when?: string }>;

/** A change waiting for a second owner expires when nobody decided it within this many days. */
export const PENDING_CHANGE_DAYS = 7;
