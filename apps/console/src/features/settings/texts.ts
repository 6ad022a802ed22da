// /admin/settings (every operator setting, its groups, options and the rank ladder) in English
// (docs/decisions/017-translations.md); Spanish and Hindi in texts.{es,hi}.ts.
export const CONSOLE_SETTINGS_TEXTS = {
  'cset.title': 'Settings',
  'cset.description':
    "The platform's business rules. Only the settings you change are saved, and every change is audited.",
  'cset.theSettings': 'the settings',
  'cset.loading': 'Loading the settings',
  'cset.nothingChanged': 'Nothing changed: edit a setting first.',
  'cset.save': 'Save changes',
  'cset.guardRaise': 'Raising it waits for a second owner to approve.',
  'cset.guardLower': 'Lowering it waits for a second owner to approve.',
  'cset.guardOff': 'Turning it off waits for a second owner to approve.',
  'cset.guardOn': 'Turning it on waits for a second owner to approve.',
  'cset.guardAny': 'Any change waits for a second owner to approve.',
  'cset.pendingTitle': 'Pending changes',
  'cset.pendingNote':
    'Changes that loosen a control or move where money goes apply only once another owner approves them. The settings below show the values in force.',
  'cset.on': 'On',
  'cset.off': 'Off',
  'cset.emptyValue': '(empty)',
  'cset.rankValue': 'rank {{rank}}: {{capital}} USDT team capital, {{directs}} active directs, {{reward}} USDT reward',
  'cset.groupDeposits': 'Deposits',
  'cset.groupWithdrawals': 'Withdrawals',
  'cset.groupIncome': 'Income',
  'cset.groupPlatform': 'Platform',
  'cset.groupCompany': 'Company',
  'cset.manualReview': 'Manual review',
  'cset.chainVerification': 'Chain verification',
  'cset.manualPayouts': 'Manual: operators pay each one',
  'cset.automaticPayouts': 'Automatic from the hot wallet',
  'cset.sharedAddress': 'One shared address',
  'cset.perMember': 'One address per member',
  'cset.declared': 'Declared by an operator',
  'cset.readOnChain': 'Read on chain',
  'cset.level': 'Level {{level}} (%)',
  'cset.rank': 'Rank {{rank}}',
  'cset.rankCapital': 'Rank {{rank}} team capital (USDT)',
  'cset.rankDirects': 'Rank {{rank}} active directs',
  'cset.rankReward': 'Rank {{rank}} reward (USDT)',
  'cset.addRank': 'Add rank {{rank}}',
  'cset.removeRank': 'Remove rank {{rank}}',
  'cset.depositMinimumHint': 'The smallest deposit a member can submit.',
  'cset.depositAddressHint':
    'The BEP-20 address members send their USDT to, shown with its QR code on the deposit page.',
  'cset.networkHint':
    'The network deposits and payouts use; the platform runs on USDT BEP-20 only, so it cannot change.',
  'cset.depositVerificationModeHint':
    'Manual: an operator approves each deposit here; chain: the server checks the transfer on BNB Smart Chain and credits it.',
  'cset.confirmationsHint':
    'How many blocks deep a transfer must be before chain verification or the deposit watcher credits it.',
  'cset.depositAddressModeHint':
    'Shared: every member sends to the deposit address below and pastes the hash; one per member: each member gets an address derived from DEPOSIT_XPUB, credited automatically from the chain.',
  'cset.depositDustBelowHint':
    "A transfer to a member's own address under this is recorded and listed under To sweep, not credited.",
  'cset.usdtContractHint': 'The token contract whose transfers chain verification accepts as USDT.',
  'cset.withdrawalMinimumHint': 'The smallest withdrawal a member can ask for from the Flexible wallet.',
  'cset.withdrawalChargePercentHint': 'Taken out of each Flexible wallet withdrawal when the member requests it.',
  'cset.packageWithdrawalMinimumHint': 'The smallest package capital a member can withdraw.',
  'cset.packageWithdrawalChargePercentHint':
    'Copied onto each new order when it is bought, and taken out when its capital is withdrawn.',
  'cset.payoutApprovalAboveHint': 'A withdrawal larger than this is paid only after a second operator approved it.',
  'cset.payoutModeHint':
    'Manual: operators pay every withdrawal; automatic: withdrawals within the limits below are paid from the hot wallet whose key the server holds.',
  'cset.autoPayoutsPausedHint':
    'While on, nothing new is sent from the hot wallet; payouts already sent are followed until they confirm.',
  'cset.autoPayoutMaximumHint': 'A withdrawal above this waits for an operator to pay it.',
  'cset.autoPayoutDailyLimitHint':
    'The most the hot wallet sends in one platform day; past it, withdrawals wait for operators.',
  'cset.payoutStuckMinutesHint':
    'A payout transaction not mined this long is sent again with the same nonce and a higher gas price.',
  'cset.payoutGasMinimumBnbHint':
    'Below this much BNB in the hot wallet an alert fires, so it is refilled before payouts have to wait for gas.',
  'cset.supportResponseHoursHint':
    'A ticket that has waited longer than this for an answer fires an alert and shows red in the support queue.',
  'cset.treasuryAddressHint':
    'The address payouts are sent from; with chain verification, a payout hash must be a USDT transfer from it.',
  'cset.transfersEnabledHint': "Lets a member move income to another member's deposit wallet after an e-mailed code.",
  'cset.transferMinimumHint': 'The smallest amount a member can transfer to another member.',
  'cset.kycRequiredForWithdrawalHint':
    "Withdrawals and transfers wait until an operator approved the member's identity documents (KYC).",
  'cset.newAddressHoldHoursHint':
    'A withdrawal to an address the member was never paid at waits this long before it may be paid; the member is mailed a link to cancel it.',
  'cset.securityChangeHoldHoursHint':
    'After a member changes their password or second factor, no money leaves their account for this long: a stolen session cannot turn the change into a withdrawal before the member, alerted by mail, can answer.',
  'cset.operatorDailyAloneLimitHint':
    'What one operator may credit, approve or pay alone across all members in 24 hours; past it, every approval of theirs waits for a second operator.',
  'cset.refundLikeDaysHint':
    'Capital of a package bought within this many days after a deposit is paid only once a second operator approved it, as a refund is: deposited money cannot leave by buying a package and withdrawing it (0 turns it off).',
  'cset.withdrawalDailyLimitHint': 'The most one member may ask to withdraw in a platform day, charges included.',
  'cset.withdrawalDailyCountHint': 'How many withdrawal requests one member may make in a platform day.',
  'cset.levelIncomePercentsHint':
    'Paid to the uplines at levels 1, 2 and 3 as a share of each trading profit their team member is paid.',
  'cset.rankTableHint':
    'The team capital (held in active orders by levels A, B and C) and active directs each rank asks for, and the one-time reward paid on reaching it.',
  'cset.autoSettlementHint': "Pays every member's daily profit each day without waiting for them to claim it.",
  'cset.amountMaximumHint': 'The most a single deposit, withdrawal or package price may be.',
  'cset.timezoneHint':
    'The platform day, when daily profit turns, is the calendar day in this zone (UTC, Asia/Kolkata...).',
  'cset.explorerTransactionUrlHint': 'Where the console links each transaction hash; {hash} is replaced by the hash.',
  'cset.explorerAddressUrlHint':
    'Where the console links each payout and deposit address; {address} is replaced by the address.',
  'cset.reserveModeHint':
    "Read on chain: the deposit address's USDT balance; declared: the amount and source below, shown publicly as declared.",
  'cset.manualReserveHint': 'Used when reserves are declared: what the platform holds for its members.',
  'cset.manualReserveSourceHint':
    'Where the declared reserve is held (a wallet address, a bank statement), shown beside it on /reserves.',
  'cset.operatorTwoFactorRequiredHint':
    'Operators without an authenticator app set up are asked to set one up before they can use the console.',
  'cset.contactEmailHint': 'Where the messages of the contact form are mailed.',
  'cset.companyNameHint': "The name in the public site's header and footer, page titles, contact page and legal pages.",
  'cset.companyAddressHint': 'The postal address the contact page, the footer and the legal pages give.',
  'cset.companyEmailHint': 'The address visitors and members are told to write to, on the contact and legal pages.',
  'cset.companyPeopleHint':
    'The people named on the "Who runs the platform" page, with their roles. With no one named the page lists the operators\' roles only.',
  'cset.person': 'Person {{number}}',
  'cset.personName': 'Name',
  'cset.personRole': 'Role',
  'cset.personRoleEs': 'Role in Spanish',
  'cset.personRoleHi': 'Role in Hindi',
  'cset.addPerson': 'Add a person',
  'cset.removePerson': 'Remove person {{number}}',
  'cset.maintenance': 'Maintenance',
  'cset.maintOn': 'On',
  'cset.maintOff': 'Off',
  'cset.maintHint':
    "While on, members cannot buy, claim, deposit, withdraw or transfer: those calls answer that the platform is under maintenance, and the member area shows your message. Sign-in, members' pages and this console keep working; background jobs keep running.",
  'cset.maintSince': 'On since {{since}}.',
  'cset.maintUntil': 'Expected end: {{until}}.',
  'cset.maintMessageEn': 'Message to members (English, required)',
  'cset.maintMessageEs': 'Message in Spanish (optional)',
  'cset.maintMessageHi': 'Message in Hindi (optional)',
  'cset.maintUntilField': 'Expected end (optional)',
  'cset.maintUntilHint':
    'In your own time. Members see it in theirs; maintenance stays on past it until you switch it off.',
  'cset.maintSwitchOn': 'Switch maintenance on',
  'cset.maintUpdate': 'Update the message',
  'cset.maintSwitchOff': 'Switch maintenance off',
} as const;
