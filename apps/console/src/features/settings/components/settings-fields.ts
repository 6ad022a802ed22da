import {
  GUARDED_SETTINGS,
  isGuardedSetting,
  KIND_RATES,
  type KindRateSetting,
  type LabelledSetting,
  type OperatorSettings,
  settingLabel,
} from '@app/contract';
import { shownLanguage } from '@app/web-kit/i18n/i18n';
import { kindLabel } from '@app/web-kit/i18n/income-kinds';
import { textOf } from '@app/web-kit/i18n/texts';
import { CONSOLE_SETTINGS_TEXTS } from '../texts';

/** A setting's label or hint in the shown language, read at render (docs/decisions/017-translations.md). */
const say = (key: keyof typeof CONSOLE_SETTINGS_TEXTS) => textOf(CONSOLE_SETTINGS_TEXTS, key);
/** A setting's name in the shown language: the contract's, which the mails about a change use too. */
const labelOf = (key: LabelledSetting) => settingLabel(key, shownLanguage().locale);

export type SettingsGroup = 'Deposits' | 'Withdrawals' | 'Income' | 'Platform' | 'Company';
export const SETTINGS_GROUPS: readonly SettingsGroup[] = ['Deposits', 'Withdrawals', 'Income', 'Platform', 'Company'];

/** How a setting is typed in: the input it gets and the value it holds. */
export type SettingKind =
  | 'usdt'
  | 'percent'
  | 'count'
  | 'bnb'
  | 'address'
  | 'email'
  | 'text'
  | 'network'
  | 'mode'
  | 'payouts'
  | 'addresses'
  | 'reserve'
  | 'toggle'
  | 'levels'
  | 'ranks'
  | 'people';

export interface SettingField {
  group: SettingsGroup;
  /** Read in the shown language each time (a getter over the area's dictionary). */
  label: string;
  /** One sentence: what changing it changes (README.md#operator-settings). */
  hint: string;
  kind: SettingKind;
}

type TextKey = keyof typeof CONSOLE_SETTINGS_TEXTS;
/** The settings chosen from a list: their kind's options, value to the text naming it, in the list's order. */
type ChoiceKind = 'mode' | 'payouts' | 'addresses' | 'reserve';

export const SETTING_CHOICES: Record<ChoiceKind, Readonly<Record<string, TextKey>>> = {
  mode: { manual: 'cset.manualReview', chain: 'cset.chainVerification' },
  payouts: { manual: 'cset.manualPayouts', automatic: 'cset.automaticPayouts' },
  addresses: { shared: 'cset.sharedAddress', 'per-member': 'cset.perMember' },
  reserve: { manual: 'cset.declared', chain: 'cset.readOnChain' },
};

/** The options of a setting chosen from a list, or undefined for one typed in. */
export function choicesOf(kind: SettingKind): Readonly<Record<string, TextKey>> | undefined {
  return Object.hasOwn(SETTING_CHOICES, kind) ? SETTING_CHOICES[kind as ChoiceKind] : undefined;
}

/** Each kind's rate (the contract's KIND_RATES), named and explained by the kind's own words. */
const RATE_FIELDS = Object.fromEntries(
  KIND_RATES.map(({ kind, setting }) => [
    setting,
    {
      group: 'Income',
      get label() {
        return kindLabel(kind, 'rate');
      },
      get hint() {
        return kindLabel(kind, 'rateHint');
      },
      kind: 'percent',
    },
  ]),
) as Record<KindRateSetting, SettingField>;

/**
 * Every operator setting of the contract, once: `satisfies` fails the type check when the contract adds a
 * setting this form does not show, or drops one it still shows. The order is the order on screen.
 */
export const SETTING_FIELDS = {
  depositMinimum: {
    group: 'Deposits',
    get label() {
      return labelOf('depositMinimum');
    },
    get hint() {
      return say('cset.depositMinimumHint');
    },
    kind: 'usdt',
  },
  depositAddress: {
    group: 'Deposits',
    get label() {
      return labelOf('depositAddress');
    },
    get hint() {
      return say('cset.depositAddressHint');
    },
    kind: 'address',
  },
  network: {
    group: 'Deposits',
    get label() {
      return labelOf('network');
    },
    get hint() {
      return say('cset.networkHint');
    },
    kind: 'network',
  },
  depositVerificationMode: {
    group: 'Deposits',
    get label() {
      return labelOf('depositVerificationMode');
    },
    get hint() {
      return say('cset.depositVerificationModeHint');
    },
    kind: 'mode',
  },
  confirmations: {
    group: 'Deposits',
    get label() {
      return labelOf('confirmations');
    },
    get hint() {
      return say('cset.confirmationsHint');
    },
    kind: 'count',
  },
  depositAddressMode: {
    group: 'Deposits',
    get label() {
      return labelOf('depositAddressMode');
    },
    get hint() {
      return say('cset.depositAddressModeHint');
    },
    kind: 'addresses',
  },
  depositDustBelow: {
    group: 'Deposits',
    get label() {
      return labelOf('depositDustBelow');
    },
    get hint() {
      return say('cset.depositDustBelowHint');
    },
    kind: 'usdt',
  },
  usdtContract: {
    group: 'Deposits',
    get label() {
      return labelOf('usdtContract');
    },
    get hint() {
      return say('cset.usdtContractHint');
    },
    kind: 'address',
  },
  withdrawalMinimum: {
    group: 'Withdrawals',
    get label() {
      return labelOf('withdrawalMinimum');
    },
    get hint() {
      return say('cset.withdrawalMinimumHint');
    },
    kind: 'usdt',
  },
  withdrawalChargePercent: {
    group: 'Withdrawals',
    get label() {
      return labelOf('withdrawalChargePercent');
    },
    get hint() {
      return say('cset.withdrawalChargePercentHint');
    },
    kind: 'percent',
  },
  packageWithdrawalMinimum: {
    group: 'Withdrawals',
    get label() {
      return labelOf('packageWithdrawalMinimum');
    },
    get hint() {
      return say('cset.packageWithdrawalMinimumHint');
    },
    kind: 'usdt',
  },
  packageWithdrawalChargePercent: {
    group: 'Withdrawals',
    get label() {
      return labelOf('packageWithdrawalChargePercent');
    },
    get hint() {
      return say('cset.packageWithdrawalChargePercentHint');
    },
    kind: 'percent',
  },
  payoutApprovalAbove: {
    group: 'Withdrawals',
    get label() {
      return labelOf('payoutApprovalAbove');
    },
    get hint() {
      return say('cset.payoutApprovalAboveHint');
    },
    kind: 'usdt',
  },
  operatorDailyAloneLimit: {
    group: 'Withdrawals',
    get label() {
      return labelOf('operatorDailyAloneLimit');
    },
    get hint() {
      return say('cset.operatorDailyAloneLimitHint');
    },
    kind: 'usdt',
  },
  refundLikeDays: {
    group: 'Withdrawals',
    get label() {
      return labelOf('refundLikeDays');
    },
    get hint() {
      return say('cset.refundLikeDaysHint');
    },
    kind: 'count',
  },
  payoutMode: {
    group: 'Withdrawals',
    get label() {
      return labelOf('payoutMode');
    },
    get hint() {
      return say('cset.payoutModeHint');
    },
    kind: 'payouts',
  },
  autoPayoutsPaused: {
    group: 'Withdrawals',
    get label() {
      return labelOf('autoPayoutsPaused');
    },
    get hint() {
      return say('cset.autoPayoutsPausedHint');
    },
    kind: 'toggle',
  },
  autoPayoutMaximum: {
    group: 'Withdrawals',
    get label() {
      return labelOf('autoPayoutMaximum');
    },
    get hint() {
      return say('cset.autoPayoutMaximumHint');
    },
    kind: 'usdt',
  },
  autoPayoutDailyLimit: {
    group: 'Withdrawals',
    get label() {
      return labelOf('autoPayoutDailyLimit');
    },
    get hint() {
      return say('cset.autoPayoutDailyLimitHint');
    },
    kind: 'usdt',
  },
  payoutStuckMinutes: {
    group: 'Withdrawals',
    get label() {
      return labelOf('payoutStuckMinutes');
    },
    get hint() {
      return say('cset.payoutStuckMinutesHint');
    },
    kind: 'count',
  },
  payoutGasMinimumBnb: {
    group: 'Withdrawals',
    get label() {
      return labelOf('payoutGasMinimumBnb');
    },
    get hint() {
      return say('cset.payoutGasMinimumBnbHint');
    },
    kind: 'bnb',
  },
  treasuryAddress: {
    group: 'Withdrawals',
    get label() {
      return labelOf('treasuryAddress');
    },
    get hint() {
      return say('cset.treasuryAddressHint');
    },
    kind: 'address',
  },
  transfersEnabled: {
    group: 'Withdrawals',
    get label() {
      return labelOf('transfersEnabled');
    },
    get hint() {
      return say('cset.transfersEnabledHint');
    },
    kind: 'toggle',
  },
  transferMinimum: {
    group: 'Withdrawals',
    get label() {
      return labelOf('transferMinimum');
    },
    get hint() {
      return say('cset.transferMinimumHint');
    },
    kind: 'usdt',
  },
  kycRequiredForWithdrawal: {
    group: 'Withdrawals',
    get label() {
      return labelOf('kycRequiredForWithdrawal');
    },
    get hint() {
      return say('cset.kycRequiredForWithdrawalHint');
    },
    kind: 'toggle',
  },
  newAddressHoldHours: {
    group: 'Withdrawals',
    get label() {
      return labelOf('newAddressHoldHours');
    },
    get hint() {
      return say('cset.newAddressHoldHoursHint');
    },
    kind: 'count',
  },
  securityChangeHoldHours: {
    group: 'Withdrawals',
    get label() {
      return labelOf('securityChangeHoldHours');
    },
    get hint() {
      return say('cset.securityChangeHoldHoursHint');
    },
    kind: 'count',
  },
  withdrawalDailyLimit: {
    group: 'Withdrawals',
    get label() {
      return labelOf('withdrawalDailyLimit');
    },
    get hint() {
      return say('cset.withdrawalDailyLimitHint');
    },
    kind: 'usdt',
  },
  withdrawalDailyCount: {
    group: 'Withdrawals',
    get label() {
      return labelOf('withdrawalDailyCount');
    },
    get hint() {
      return say('cset.withdrawalDailyCountHint');
    },
    kind: 'count',
  },
  levelIncomePercents: {
    group: 'Income',
    get label() {
      return labelOf('levelIncomePercents');
    },
    get hint() {
      return say('cset.levelIncomePercentsHint');
    },
    kind: 'levels',
  },
  ...RATE_FIELDS,
  rankTable: {
    group: 'Income',
    get label() {
      return labelOf('rankTable');
    },
    get hint() {
      return say('cset.rankTableHint');
    },
    kind: 'ranks',
  },
  autoSettlement: {
    group: 'Income',
    get label() {
      return labelOf('autoSettlement');
    },
    get hint() {
      return say('cset.autoSettlementHint');
    },
    kind: 'toggle',
  },
  amountMaximum: {
    group: 'Platform',
    get label() {
      return labelOf('amountMaximum');
    },
    get hint() {
      return say('cset.amountMaximumHint');
    },
    kind: 'usdt',
  },
  timezone: {
    group: 'Platform',
    get label() {
      return labelOf('timezone');
    },
    get hint() {
      return say('cset.timezoneHint');
    },
    kind: 'text',
  },
  explorerTransactionUrl: {
    group: 'Platform',
    get label() {
      return labelOf('explorerTransactionUrl');
    },
    get hint() {
      return say('cset.explorerTransactionUrlHint');
    },
    kind: 'text',
  },
  explorerAddressUrl: {
    group: 'Platform',
    get label() {
      return labelOf('explorerAddressUrl');
    },
    get hint() {
      return say('cset.explorerAddressUrlHint');
    },
    kind: 'text',
  },
  reserveMode: {
    group: 'Platform',
    get label() {
      return labelOf('reserveMode');
    },
    get hint() {
      return say('cset.reserveModeHint');
    },
    kind: 'reserve',
  },
  manualReserve: {
    group: 'Platform',
    get label() {
      return labelOf('manualReserve');
    },
    get hint() {
      return say('cset.manualReserveHint');
    },
    kind: 'usdt',
  },
  manualReserveSource: {
    group: 'Platform',
    get label() {
      return labelOf('manualReserveSource');
    },
    get hint() {
      return say('cset.manualReserveSourceHint');
    },
    kind: 'text',
  },
  supportResponseHours: {
    group: 'Platform',
    get label() {
      return labelOf('supportResponseHours');
    },
    get hint() {
      return say('cset.supportResponseHoursHint');
    },
    kind: 'count',
  },
  operatorTwoFactorRequired: {
    group: 'Platform',
    get label() {
      return labelOf('operatorTwoFactorRequired');
    },
    get hint() {
      return say('cset.operatorTwoFactorRequiredHint');
    },
    kind: 'toggle',
  },
  contactEmail: {
    group: 'Platform',
    get label() {
      return labelOf('contactEmail');
    },
    get hint() {
      return say('cset.contactEmailHint');
    },
    kind: 'email',
  },
  companyName: {
    group: 'Company',
    get label() {
      return labelOf('companyName');
    },
    get hint() {
      return say('cset.companyNameHint');
    },
    kind: 'text',
  },
  companyAddress: {
    group: 'Company',
    get label() {
      return labelOf('companyAddress');
    },
    get hint() {
      return say('cset.companyAddressHint');
    },
    kind: 'text',
  },
  companyEmail: {
    group: 'Company',
    get label() {
      return labelOf('companyEmail');
    },
    get hint() {
      return say('cset.companyEmailHint');
    },
    kind: 'email',
  },
  companyPeople: {
    group: 'Company',
    get label() {
      return labelOf('companyPeople');
    },
    get hint() {
      return say('cset.companyPeopleHint');
    },
    kind: 'people',
  },
} as const satisfies Record<Exclude<keyof OperatorSettings, 'maintenance'>, SettingField>;

export type SettingKey = keyof typeof SETTING_FIELDS;

export function fieldsOf(group: SettingsGroup): SettingKey[] {
  return (Object.keys(SETTING_FIELDS) as SettingKey[]).filter((key) => SETTING_FIELDS[key].group === group);
}

/** Which change of a setting that guards money waits for a second owner, by the way it tightens (the contract's). */
const GUARD_TEXTS = {
  lower: 'cset.guardRaise',
  higher: 'cset.guardLower',
  on: 'cset.guardOff',
  off: 'cset.guardOn',
  any: 'cset.guardAny',
} as const satisfies Record<
  (typeof GUARDED_SETTINGS)[keyof typeof GUARDED_SETTINGS],
  keyof typeof CONSOLE_SETTINGS_TEXTS
>;

/** The sentence a guarded setting adds to its hint, or null (docs/decisions/020-operator-roles.md). */
export function guardNote(name: SettingKey): string | null {
  return isGuardedSetting(name) ? say(GUARD_TEXTS[GUARDED_SETTINGS[name]]) : null;
}

/** A setting's hint, followed for a setting that guards money by which change of it waits for a second owner. */
export function hintOf(name: SettingKey): string {
  const note = guardNote(name);
  return note ? `${SETTING_FIELDS[name].hint} ${note}` : SETTING_FIELDS[name].hint;
}
