// /settingNew's and /WalletConnect's English texts (docs/decisions/017-translations.md); Spanish and Hindi in
// kyc-texts.{es,hi}.ts.
export const ADDRESS_TEXTS = {
  'adr.title': 'USDT address',
  'adr.intro':
    'The BEP-20 address you send deposits from. A deposit is credited only when its transfer comes from this address, so nobody else can claim your transfer.',
  'adr.saved': 'Saved address: {{address}}',
  'adr.noneYet': 'none yet',
  'adr.label': 'USDT (BEP-20) address',
  'adr.save': 'Save address',
  'adr.orConnect': 'Or {{link}} to use its address.',
  'adr.connectLink': 'connect a wallet in this browser',
  'wc.title': 'Connect a wallet',
  'wc.intro':
    'Use the account of a wallet in this browser as your USDT (BEP-20) address: the address your deposits are matched to. Connecting only reads the address; it never moves funds and we never ask for a key.',
  'wc.savedNow': 'Saved address now: {{address}}',
  'wc.looking': 'Looking for wallets in this browser…',
  'wc.wallets': 'Wallets',
  'wc.none': 'No wallet was found in this browser. Install a BEP-20 wallet extension and reload, or {{link}}.',
  'wc.typeLink': 'type your address on the USDT address page',
  'wc.confirmIn': 'Confirm in {{wallet}}…',
  'wc.shared': '{{wallet}} shared {{account}}. Save it as your USDT address?',
  'wc.use': 'Use this address',
  'wc.saved': 'Saved.',
  'wc.see': 'See your USDT address',
  'wc.cancel': 'Cancel',
} as const;
