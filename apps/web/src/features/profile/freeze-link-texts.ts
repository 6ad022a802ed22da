// The "This wasn't me" page's English texts (/freeze-account/:token, docs/product.md#security-activity); Spanish and
// Hindi in freeze-link-texts.{es,hi}.ts. The answers themselves are the contract's (MSG.freezeLinkDone, ...Invalid).
export const FREEZE_LINK_TEXTS = {
  'frl.title': 'Freeze your account',
  'frl.intro': 'Use this if we mailed you about a sign-in or a security change that was not you.',
  'frl.what':
    'Freezing stops withdrawals and transfers at once and signs your account out on every device. You do not need to sign in, and nothing happens until you press the button.',
  'frl.freeze': 'Freeze my account',
  'frl.forgot': 'Forgot password',
  'frl.login': 'Log in',
} as const;
