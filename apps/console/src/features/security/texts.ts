// The operator's sign-in, password and security pages (/admin/login, /admin/set-password/:token, /admin/security)
// in English (docs/decisions/017-translations.md); Spanish and Hindi in texts.{es,hi}.ts.
export const CONSOLE_SECURITY_TEXTS = {
  'csec.console': 'Operator console',
  'csec.signinTitle': 'Operator sign-in',
  'csec.signinDescription': 'Your password first, then the code we e-mail you.',
  'csec.codeTitle': 'Enter the code',
  'csec.email': 'Email',
  'csec.password': 'Password',
  'csec.sendCode': 'Send code',
  'csec.codeSent': '{{message}}: {{email}}. Enter the {{digits}}-digit code.',
  'csec.code': 'Sign-in code',
  'csec.signin': 'Sign in',
  'csec.sendAgain': 'Send a new code',
  'csec.anotherAccount': 'Use another account',
  'csec.confirmPassword': 'Confirm Password',
  'csec.setPassword': 'Set password',
  'csec.passwordSet': 'Password set',
  'csec.setYourPassword': 'Set your password',
  'csec.setPasswordDescription': 'Choose the password you will sign in to the console with.',
  'csec.goToSignin': 'Go to operator sign-in',
  'csec.securityTitle': 'Security',
  'csec.securityDescription':
    'Two-factor sign-in for your operator account: a code from your authenticator app after your password.',
  'csec.twoFactor': 'Two-factor sign-in',
} as const;
