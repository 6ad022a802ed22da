// The sign-in screens' English texts beyond the entry's (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
export const AUTH_TEXTS = {
  'auth.wait': '({{count}}s)',
  'auth.signingIn': 'Signing in',
  'auth.goToLogin': 'Go to log-in',
  'auth.checkingLink': 'Checking your sign-in link…',
} as const;
