// The live figures of the site's pages (packages on sale, income rules, deposit and withdrawal rules) in English
// (docs/decisions/017-translations.md); Spanish and Hindi in features/site/texts.{es,hi}.ts.
export const SITE_LIVE_TEXTS = {
  'site.live.loadingIncomes': 'Loading the income rules',
  'site.live.theIncomes': 'the income rules',
  'site.live.incomesList': 'How incomes are paid',
  'site.live.dailyProfit': 'Daily profit',
  'site.live.dailyProfitText':
    'Each active package pays its daily rate of its price once per platform day. The day turns at midnight in the {{timezone}} time zone.',
  'site.live.autoSettlement': 'The platform settles every active package each day for you.',
  'site.live.claimSettlement': 'You claim it in your account; a claim pays every active package for that day.',
  'site.live.missedDay':
    'A missed day is not paid afterwards, but nothing is lost: the package earns for its full number of paid days, so it simply ends one day later.',
  'site.live.levelIncome': 'Level income',
  'site.live.levelIncomeText':
    'When someone in your team is paid a daily profit, you earn a share of that profit by their level:',
  'site.live.levelA': 'Level A (your direct referrals): {{share}}',
  'site.live.levelB': 'Level B (their referrals): {{share}}',
  'site.live.levelC': 'Level C (the level below): {{share}}',
  'site.live.levelCondition': 'Only on a day you hold a package that earns that day yourself.',
  'site.live.directIncome': 'Direct income',
  'site.live.directIncomeText':
    'When a member you referred buys a package, you earn {{share}} of its price, once per purchase, whether or not you hold a package yourself.',
  'site.live.rewardIncome': 'Reward income',
  'site.live.rewardIncomeText':
    'Ranks rise with the capital your team holds in active packages and your active direct referrals; each new rank pays a one-time reward, and a rank once reached is kept.',
  'site.live.rankLine': 'Rank {{rank}}: team capital {{capital}}, {{directs}} active directs, reward {{reward}}',
  'site.live.loadingMoney': 'Loading the deposit and withdrawal rules',
  'site.live.theMoney': 'the deposit and withdrawal rules',
  'site.live.deposits': 'Deposits',
  'site.live.depositNetwork': 'USDT on BEP-20 (BNB Smart Chain) only, sent to the address shown in your account.',
  'site.live.depositLimits': 'At least {{minimum}}, at most {{maximum}} per deposit. No deposit charge.',
  'site.live.depositSubmit':
    'You submit the amount and the transaction hash; your Electronic Wallet is credited once it is checked.',
  'site.live.depositIrreversible': 'A chain transfer cannot be reversed: another token or another network is lost.',
  'site.live.withdrawals': 'Withdrawals',
  'site.live.incomeWithdrawal':
    'Income: at least {{minimum}} from your Flexible wallet, charge {{charge}} taken out of the amount.',
  'site.live.capitalWithdrawal':
    'Package capital: the amount one package was bought for (at least {{minimum}}), charge {{charge}} for packages bought now (each package keeps the charge of its purchase day). The package stops earning.',
  'site.live.withdrawalReview':
    'Each request is confirmed with a code sent to your e-mail, then reviewed and paid by an operator.',
  'site.live.withdrawalKyc': 'An approved identity check is needed before any withdrawal.',
  'site.live.rangeHint': 'You choose the amount in this range.',
  'site.live.dailyRate': 'Daily rate',
  'site.live.perDay': '{{rate}} a day',
  'site.live.dailyProfitLeast': 'Daily profit on the least amount',
  'site.live.term': 'Term',
  'site.live.paidDays': '{{days}} paid days',
  'site.live.handlingFee': 'Handling fee, on top',
  'site.live.termProfit': 'Profit over the term, at most',
  'site.live.termProfitRange': 'Profit over the term, by the amount you choose',
  'site.live.termProfitFromTo': 'from {{least}} to {{most}}',
  'site.live.buy': 'Buy',
  'site.live.buyPackage': 'Buy {{title}}',
  'site.live.loadingPackages': 'Loading the packages',
  'site.live.thePackages': 'the packages',
  'site.live.noneOnSale': 'No package is on sale right now. Please look again later.',
  'site.live.onSale': 'Packages on sale',
  'site.live.packagesNote':
    'Live terms set by the operator. A package is bought from your Electronic Wallet at its price, or an amount within its range, and pays its daily profit for each day you claim it, until its term of paid days is reached. Past payments are no promise of future ones.',
  'site.live.buyAPackage': 'Buy a package',
  'site.live.morePackages': 'These are the cheapest; the platform lists {{count}} packages in all.',
  'site.live.seeAllPackages': 'See every package on the stake page',
};
