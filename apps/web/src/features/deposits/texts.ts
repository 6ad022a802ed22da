// The deposit history's English texts (docs/decisions/017-translations.md); Spanish and Hindi in
// i18n/locales/{es,hi}/member.ts.
export const DEPOSIT_TEXTS = {
  'dep.historyTitle': 'Deposit History',
  'dep.new': 'New deposit',
  'dep.loadingList': 'Loading your deposits',
  'dep.yours': 'your deposits',
  'dep.list': 'Deposits',
  'dep.amount': 'Amount ',
  'dep.reason': 'Reason: {{reason}}',
  'dep.hash': 'Transaction hash ',
  'dep.copyHash': 'Copy transaction hash {{short}}',
  'dep.loadingDetails': 'Loading the deposit details',
  'dep.theDetails': 'the deposit details',
  'dep.nothingOnPage': 'Nothing on this page',
  'dep.noneYet': 'No deposits yet',
  'dep.earlierPages': 'Your deposits are on the earlier pages.',
  'dep.noneHint': 'Deposits you submit appear here with their status.',
  'dep.goToPage1': 'Go to page 1',
  'dep.make': 'Make a deposit',
} as const;
