// The "Withdrawal addresses" card's English texts (docs/product.md#address-book); Spanish and Hindi in
// withdrawal-addresses-texts.{es,hi}.ts. The lock's 24 hours are the default of the newAddressHoldHours setting.
export const WITHDRAWAL_ADDRESSES_TEXTS = {
  'wad.title': 'Withdrawal addresses',
  'wad.description':
    'Save the addresses you withdraw to. With "Withdraw only to saved addresses" on, someone who gets into your account cannot send your money anywhere else. A new address, and every address after a password or two-factor change, waits 24 hours before it can be used.',
  'wad.loading': 'Loading your saved addresses…',
  'wad.retry': 'Try again',
  'wad.empty': 'No saved addresses yet.',
  'wad.usableNow': 'Usable now',
  'wad.usableFrom': 'Locked until {{when}}',
  'wad.remove': 'Remove',
  'wad.removeConfirm': 'Remove {{label}}',
  'wad.add': 'Add an address',
  'wad.name': 'Name',
  'wad.address': 'USDT (BEP-20) address',
  'wad.sendCode': 'Send code',
  'wad.codeEmail': 'Code from the e-mail we sent you',
  'wad.codeApp': 'Code from your authenticator app',
  'wad.save': 'Save address',
  'wad.cancel': 'Cancel',
  'wad.only': 'Withdraw only to saved addresses',
  'wad.onlyOn': 'On: withdrawals go only to your saved addresses that are usable.',
  'wad.onlyOff': 'Off: you can withdraw to any address (a new one waits for its hold).',
  'wad.onlyUntil': 'Turned off, but still on until {{when}}.',
  'wad.turnOn': 'Turn on',
  'wad.turnOff': 'Turn off',
  'wad.confirm': 'Confirm',
} as const;
