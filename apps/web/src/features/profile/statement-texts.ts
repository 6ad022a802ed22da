// /statement's English texts (docs/decisions/017-translations.md); Spanish and Hindi in
// i18n/locales/{es,hi}/profile.ts.
export const STATEMENT_TEXTS = {
  'st.title': 'Statement',
  'st.intro':
    'Every credit and debit of the wallet, newest first, with its balance right after. The top row of the first page shows the balance the wallet holds now.',
  'st.wallet': 'Wallet',
  'st.deposit': 'Electronic Wallet',
  'st.income': 'Flexible wallet',
  'st.from': 'From',
  'st.to': 'To',
  'st.show': 'Show these days',
  'st.loading': 'Loading your statement',
  'st.yours': 'your statement',
  'st.nothingInDays': 'Nothing in these days',
  'st.noneYet': 'No movements yet',
  'st.otherDays': 'Choose other days, or clear them to see the whole statement.',
  'st.noneHint': 'Deposits, purchases, incomes and withdrawals of this wallet appear here.',
  'st.countOne': '{{count}} movement',
  'st.countOther': '{{count}} movements',
  'st.csv': 'Download CSV',
  'st.credit': 'Credit ',
  'st.debit': 'Debit ',
  'st.balance': 'Balance {{amount}}',
} as const;
