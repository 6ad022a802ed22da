import type { OperatorSettings } from '@app/contract';

export type SettingsGroup = 'Deposits' | 'Withdrawals' | 'Income' | 'Platform' | 'Company';
export const SETTINGS_GROUPS: readonly SettingsGroup[] = ['Deposits', 'Withdrawals', 'Income', 'Platform', 'Company'];

/** How a setting is typed in: the input it gets and the value it holds. */
export type SettingKind =
  | 'usdt'
  | 'percent'
  | 'count'
  | 'address'
  | 'email'
  | 'text'
  | 'network'
  | 'mode'
  | 'addresses'
  | 'reserve'
  | 'toggle'
  | 'levels'
  | 'ranks';

export interface SettingField {
  group: SettingsGroup;
  label: string;
  /** One sentence: what changing it changes (README.md#operator-settings). */
  hint: string;
  kind: SettingKind;
}

/**
 * Every operator setting of the contract, once: `satisfies` fails the type check when the contract adds a
 * setting this form does not show, or drops one it still shows. The order is the order on screen.
 */
export const SETTING_FIELDS = {
  depositMinimum: {
    group: 'Deposits',
    label: 'Deposit minimum (USDT)',
    hint: 'The smallest deposit a member can submit.',
    kind: 'usdt',
  },
  depositAddress: {
    group: 'Deposits',
    label: 'Deposit address',
    hint: 'The BEP-20 address members send their USDT to, shown with its QR code on the deposit page.',
    kind: 'address',
  },
  network: {
    group: 'Deposits',
    label: 'Network',
    hint: 'The network deposits and payouts use; the platform runs on USDT BEP-20 only, so it cannot change.',
    kind: 'network',
  },
  depositVerificationMode: {
    group: 'Deposits',
    label: 'Verification',
    hint: 'Manual: an operator approves each deposit here; chain: the server checks the transfer on BNB Smart Chain and credits it.',
    kind: 'mode',
  },
  confirmations: {
    group: 'Deposits',
    label: 'Confirmations',
    hint: 'How many blocks deep a transfer must be before chain verification or the deposit watcher credits it.',
    kind: 'count',
  },
  depositAddressMode: {
    group: 'Deposits',
    label: 'Deposit addresses',
    hint: 'Shared: every member sends to the deposit address below and pastes the hash; one per member: each member gets an address derived from DEPOSIT_XPUB, credited automatically from the chain.',
    kind: 'addresses',
  },
  depositDustBelow: {
    group: 'Deposits',
    label: 'Dust below (USDT)',
    hint: "A transfer to a member's own address under this is recorded and listed under To sweep, not credited.",
    kind: 'usdt',
  },
  usdtContract: {
    group: 'Deposits',
    label: 'USDT contract',
    hint: 'The token contract whose transfers chain verification accepts as USDT.',
    kind: 'address',
  },
  withdrawalMinimum: {
    group: 'Withdrawals',
    label: 'Withdrawal minimum (USDT)',
    hint: 'The smallest withdrawal a member can ask for from the Flexible wallet.',
    kind: 'usdt',
  },
  withdrawalChargePercent: {
    group: 'Withdrawals',
    label: 'Withdrawal charge (%)',
    hint: 'Taken out of each Flexible wallet withdrawal when the member requests it.',
    kind: 'percent',
  },
  packageWithdrawalMinimum: {
    group: 'Withdrawals',
    label: 'Capital withdrawal minimum (USDT)',
    hint: 'The smallest package capital a member can withdraw.',
    kind: 'usdt',
  },
  packageWithdrawalChargePercent: {
    group: 'Withdrawals',
    label: 'Capital withdrawal charge (%)',
    hint: 'Copied onto each new order when it is bought, and taken out when its capital is withdrawn.',
    kind: 'percent',
  },
  payoutApprovalAbove: {
    group: 'Withdrawals',
    label: 'Second approval above (USDT)',
    hint: 'A withdrawal larger than this is paid only after a second operator approved it.',
    kind: 'usdt',
  },
  treasuryAddress: {
    group: 'Withdrawals',
    label: 'Treasury address',
    hint: 'The address payouts are sent from; with chain verification, a payout hash must be a USDT transfer from it.',
    kind: 'address',
  },
  transfersEnabled: {
    group: 'Withdrawals',
    label: 'Transfers between members',
    hint: "Lets a member move income to another member's deposit wallet after an e-mailed code.",
    kind: 'toggle',
  },
  transferMinimum: {
    group: 'Withdrawals',
    label: 'Transfer minimum (USDT)',
    hint: 'The smallest amount a member can transfer to another member.',
    kind: 'usdt',
  },
  kycRequiredForWithdrawal: {
    group: 'Withdrawals',
    label: 'Identity check before payouts',
    hint: "Withdrawals and transfers wait until an operator approved the member's identity documents (KYC).",
    kind: 'toggle',
  },
  newAddressHoldHours: {
    group: 'Withdrawals',
    label: 'New address cool-down (hours)',
    hint: 'A withdrawal to an address the member was never paid at waits this long before it may be paid; the member is mailed a link to cancel it.',
    kind: 'count',
  },
  withdrawalDailyLimit: {
    group: 'Withdrawals',
    label: 'Daily withdrawal limit per member (USDT)',
    hint: 'The most one member may ask to withdraw in a platform day, charges included.',
    kind: 'usdt',
  },
  withdrawalDailyCount: {
    group: 'Withdrawals',
    label: 'Daily withdrawals per member',
    hint: 'How many withdrawal requests one member may make in a platform day.',
    kind: 'count',
  },
  levelIncomePercents: {
    group: 'Income',
    label: 'Level income (%)',
    hint: 'Paid to the uplines at levels 1, 2 and 3 as a share of each trading profit their team member is paid.',
    kind: 'levels',
  },
  directIncomePercent: {
    group: 'Income',
    label: 'Direct income (%)',
    hint: 'Paid to the sponsor as a share of the price of each package a direct member buys.',
    kind: 'percent',
  },
  rankTable: {
    group: 'Income',
    label: 'Ranks',
    hint: 'The team capital (held in active orders by levels A, B and C) and active directs each rank asks for, and the one-time reward paid on reaching it.',
    kind: 'ranks',
  },
  autoSettlement: {
    group: 'Income',
    label: 'Automatic daily settlement',
    hint: "Pays every member's daily profit each day without waiting for them to claim it.",
    kind: 'toggle',
  },
  amountMaximum: {
    group: 'Platform',
    label: 'Largest amount (USDT)',
    hint: 'The most a single deposit, withdrawal or package price may be.',
    kind: 'usdt',
  },
  timezone: {
    group: 'Platform',
    label: 'Time zone',
    hint: 'The platform day, when daily profit turns, is the calendar day in this zone (UTC, Asia/Kolkata...).',
    kind: 'text',
  },
  explorerTransactionUrl: {
    group: 'Platform',
    label: 'Explorer link for a transaction',
    hint: 'Where the console links each transaction hash; {hash} is replaced by the hash.',
    kind: 'text',
  },
  explorerAddressUrl: {
    group: 'Platform',
    label: 'Explorer link for an address',
    hint: 'Where the console links each payout and deposit address; {address} is replaced by the address.',
    kind: 'text',
  },
  reserveMode: {
    group: 'Platform',
    label: 'Reserves for the proof of reserves',
    hint: "Read on chain: the deposit address's USDT balance; declared: the amount and source below, shown publicly as declared.",
    kind: 'reserve',
  },
  manualReserve: {
    group: 'Platform',
    label: 'Declared reserve (USDT)',
    hint: 'Used when reserves are declared: what the platform holds for its members.',
    kind: 'usdt',
  },
  manualReserveSource: {
    group: 'Platform',
    label: 'Source of the declared reserve',
    hint: 'Where the declared reserve is held (a wallet address, a bank statement), shown beside it on /reserves.',
    kind: 'text',
  },
  operatorTwoFactorRequired: {
    group: 'Platform',
    label: 'Two-factor sign-in required for operators',
    hint: 'Operators without an authenticator app set up are asked to set one up before they can use the console.',
    kind: 'toggle',
  },
  contactEmail: {
    group: 'Platform',
    label: 'Contact e-mail',
    hint: 'Where the messages of the contact form are mailed.',
    kind: 'email',
  },
  companyName: {
    group: 'Company',
    label: 'Company name',
    hint: "The name in the public site's header and footer, page titles, contact page and legal pages.",
    kind: 'text',
  },
  companyAddress: {
    group: 'Company',
    label: 'Company address',
    hint: 'The postal address the contact page, the footer and the legal pages give.',
    kind: 'text',
  },
  companyEmail: {
    group: 'Company',
    label: 'Support e-mail',
    hint: 'The address visitors and members are told to write to, on the contact and legal pages.',
    kind: 'email',
  },
} as const satisfies Record<keyof OperatorSettings, SettingField>;

export type SettingKey = keyof typeof SETTING_FIELDS;

export function fieldsOf(group: SettingsGroup): SettingKey[] {
  return (Object.keys(SETTING_FIELDS) as SettingKey[]).filter((key) => SETTING_FIELDS[key].group === group);
}
