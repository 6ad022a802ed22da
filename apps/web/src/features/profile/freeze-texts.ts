// The "Freeze my account" card's English texts (docs/product.md#freezing-your-account); Spanish and Hindi in
// freeze-texts.{es,hi}.ts. The 24 hours are the contract's FREEZE_LIFT_HOURS (freeze-card.test.tsx checks them).
export const FREEZE_TEXTS = {
  'frz.title': 'Freeze my account',
  'frz.description':
    'Freezing stops withdrawals, transfers and payouts at once. Use it if you think someone else got into your account. To lift the freeze later you enter your password, and your authenticator code if two-factor sign-in is on; the lift then waits 24 hours, and we tell you by e-mail.',
  'frz.freeze': 'Freeze my account',
  'frz.loading': 'Checking whether your account is frozen…',
  'frz.retry': 'Try again',
  'frz.frozenSince': 'Your account has been frozen since {{when}}.',
  'frz.frozen': 'Your account is frozen.',
  'frz.frozenNote': 'Withdrawals, transfers and payouts are stopped until you lift the freeze.',
  'frz.lift': 'Lift the freeze…',
  'frz.password': 'Password',
  'frz.code': 'Authenticator code',
  'frz.codeHint': 'The 6 digits your app shows, or one of your recovery codes.',
  'frz.liftNote':
    'The freeze still holds for 24 hours after you ask, and we e-mail you the time. If you did not ask, freeze your account again.',
  'frz.liftSubmit': 'Lift the freeze in 24 hours',
  'frz.cancel': 'Cancel',
  'frz.lifting': 'The freeze lifts at {{when}}.',
  'frz.liftingNote':
    'Until then withdrawals, transfers and payouts stay stopped. If you did not ask for this, keep your account frozen.',
  'frz.keep': 'Keep it frozen',
} as const;
