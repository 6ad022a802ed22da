// /admin/deposit-addresses (the addresses to sweep and the transfers the watcher saw) in English
// (docs/decisions/017-translations.md); Spanish and Hindi in texts.{es,hi}.ts.
export const DEPOSIT_ADDRESS_TEXTS = {
  'cda.title': 'Deposit addresses',
  'cda.description':
    "Each member's own deposit address, derived from DEPOSIT_XPUB: what they hold, to sweep, and the transfers credited from the chain.",
  'cda.sharedMode':
    'Members deposit to one shared address now. Switch Deposit addresses to one per member in Settings to give each member an address of their own.',
  'cda.sharedNotReady': 'The server needs DEPOSIT_XPUB and a chain node first.',
  'cda.sweepTitle': 'To sweep',
  'cda.sweepIntro':
    'Member addresses holding USDT, read on chain now. The server cannot move these funds: sign the sweep with your own wallet, offline, from this list (the same as npm run sweep:plan).',
  'cda.readAgain': 'Read again',
  'cda.downloadCsv': 'Download CSV',
  'cda.noAddresses': 'No member has a deposit address yet.',
  'cda.reading': 'Reading the balances on chain',
  'cda.theBalances': 'the balances on chain',
  'cda.nothingToSweep': 'Nothing to sweep: no member address holds USDT at block {{block}}.',
  'cda.sweepTotal': '{{total}} on {{count}} addresses at block {{block}}',
  'cda.sweepList': 'Addresses to sweep',
  'cda.copyAddress': 'Copy address {{index}}',
  'cda.transfersTitle': 'Transfers seen',
  'cda.transfersIntro':
    'Credited once final, each transaction log once. Dust is recorded, not credited: the USDT stays on the address, to sweep.',
  'cda.show': 'Show',
  'cda.every': 'Every transfer',
  'cda.transfers': 'transfers',
  'cda.noneInState': 'No transfers in this state',
  'cda.noneInStateHint': 'Choose another, or show every transfer.',
  'cda.noneYet': 'No transfers seen yet',
  'cda.noneYetHint': "USDT sent to a member's own address appears here.",
  'cda.status.pending': 'Confirming',
  'cda.status.credited': 'Credited',
  'cda.status.dust': 'Dust: not credited',
  'cda.status.dropped': 'Dropped by a reorganisation',
  'cda.confirming': 'Confirming: {{count}} of {{needed}} blocks',
  'cda.addressIndex': 'address #{{index}}',
  'cda.logBlock': 'log {{log}} · block {{block}}',
  'cda.seen': 'seen {{time}}',
  'cda.settled': 'settled {{time}}',
} as const;
