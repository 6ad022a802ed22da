// /statement's English texts (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
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

/**
 * What a row is, by its ledger kind (components/statement-label.ts): the contract's words (statementKindLabel),
 * which the server sends in English. A transfer is named by its side, a returned withdrawal by who ended it; an
 * income by its kind's name, which the kind's words hold in every language (income-kinds.texts.ts).
 */
export const STATEMENT_KIND_TEXTS = {
  'st.kind.deposit': 'Deposit credited',
  'st.kind.package:purchase': 'Package purchase',
  'st.kind.package:fee': 'Package handling fee',
  'st.kind.withdrawal:income:hold': 'Withdrawal requested',
  'st.kind.withdrawal:capital:hold': 'Capital withdrawal requested',
  'st.kind.withdrawal:return': 'Withdrawal rejected: amount returned',
  'st.kind.withdrawal:return:cancelled': 'Withdrawal cancelled: amount returned',
  'st.kind.adjustment': 'Adjustment by an operator',
  'st.kind.transfer:sent': 'Transfer sent',
  'st.kind.transfer:received': 'Transfer received',
} as const;
