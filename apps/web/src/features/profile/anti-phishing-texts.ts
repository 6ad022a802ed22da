// The "Anti-phishing code" card's English texts (docs/product.md#anti-phishing-code); Spanish and Hindi in
// anti-phishing-texts.{es,hi}.ts. The rule itself (4 to 20 letters or digits) is the contract's, and so is its message.
export const ANTI_PHISHING_TEXTS = {
  'aph.title': 'Anti-phishing code',
  'aph.description':
    'Choose a word only you know. Every mail from us shows it on its first line. A mail that claims to be from us without it is fake: do not open its links. We never ask you for your code.',
  'aph.loading': 'Loading your anti-phishing code…',
  'aph.retry': 'Try again',
  'aph.current': 'Mails from us start with: {{code}}',
  'aph.field': 'Your code',
  'aph.hint': '4 to 20 letters or digits, with no spaces.',
  'aph.save': 'Save code',
  'aph.change': 'Change',
  'aph.cancel': 'Cancel',
  'aph.remove': 'Remove code',
} as const;
