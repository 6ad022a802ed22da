// The "Close my account" card's English texts (docs/product.md#closing-an-account); Spanish and Hindi in
// close-account-texts.{es,hi}.ts.
export const CLOSE_ACCOUNT_TEXTS = {
  'cac.title': 'Close my account',
  'cac.erased':
    'Closing erases your name, e-mail, phone number and identity document, and ends every sign-in. It cannot be undone.',
  'cac.kept':
    'We keep your money records (deposits, withdrawals, incomes, transfers) and your place in the team, without your name: the law on financial records requires it, and the members you brought in keep their team.',
  'cac.conditions':
    'You can close it once your wallets are at zero, no package is active and no request is open (a deposit, withdrawal or transfer). A balance under the withdrawal minimum, which cannot be withdrawn, you may give up.',
  'cac.start': 'Close my account…',
  'cac.password': 'Password',
  'cac.code': 'Code from your authenticator app',
  'cac.understand': 'I understand this cannot be undone',
  'cac.understandRequired': 'Please confirm that you understand this cannot be undone',
  'cac.giveUp':
    'I give up the {{amount}} left in my wallets. It is under the {{minimum}} withdrawal minimum, so it cannot be withdrawn, and it will not be paid out or returned.',
  'cac.giveUpRequired': 'Please confirm that you give up {{amount}}: your account cannot be closed with it',
  'cac.submit': 'Close my account for good',
  'cac.cancel': 'Keep my account',
} as const;
