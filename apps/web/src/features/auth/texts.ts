// The sign-in screens' English texts beyond the entry's (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
export const AUTH_TEXTS = {
  'auth.wait': '({{count}}s)',
  'auth.signingIn': 'Signing in',
  'auth.goToLogin': 'Go to log-in',
  'auth.checkingLink': 'Checking your sign-in link…',
  'auth.passkeySignin': 'Sign in with a passkey',
  'auth.passkeyCancelled': 'The passkey prompt was closed. Try again, or log in with your password.',
  'auth.passkeyFailed': 'Your browser could not use a passkey here. Please log in with your password.',
} as const;
