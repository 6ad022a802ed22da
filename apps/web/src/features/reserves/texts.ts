// /reserves' English texts (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
export const RESERVES_TEXTS = {
  'rsv.nothingOwed': 'Nothing owed',
  'rsv.liabilitiesTotal': 'Total liabilities',
  'rsv.reserves': 'Reserves',
  'rsv.ratio': 'Reserve ratio',
  'rsv.members': 'Members included',
  'rsv.latest': 'Latest snapshot',
  'rsv.taken': 'Taken {{when}}',
  'rsv.noneOnChain':
    "No reserve was found on chain for this snapshot, so it does not show that members' balances are covered.",
  'rsv.noneDeclared':
    "No reserve was declared for this snapshot, so it does not show that members' balances are covered.",
  'rsv.root': 'Root hash',
  'rsv.source': 'Where the reserve figure comes from',
  'rsv.readOnChain': 'USDT held by {{address}} on BNB Smart Chain at block {{block}}',
  'rsv.declared': 'Declared by the operator, not verified on chain: {{source}}',
  'rsv.readOnChainMembers':
    'USDT held by {{address}} and {{count}} member deposit addresses on BNB Smart Chain at block {{block}}',
  'rsv.reservesDeclared': 'Reserves (declared)',
  'rsv.ratioDeclared': 'Ratio to declared reserves',
  'rsv.verified': 'Verified on chain',
  'rsv.notVerified': 'Declared, not verified',
  'rsv.declaredRow': '{{amount}} (declared)',
  'rsv.chartNeedsTwo': 'The chart starts with the second snapshot; this one’s figures are above.',
  'rsv.history': 'History',
  'rsv.figures': 'Figures of each snapshot',
  'rsv.day': 'Day',
  'rsv.liabilities': 'Liabilities',
  'rsv.ratioShort': 'Ratio',
  'rsv.checkOwn': 'Check your own balance',
  'rsv.signInToCheck': 'Sign in to check, in this browser, that your balance is included in the total above.',
  'rsv.signIn': 'Sign in',
  'rsv.how':
    "Fetches your leaf of the latest snapshot and the hashes and sums beside it, and recomputes the root here, in your browser. Nobody else's balance or identity is in it.",
  'rsv.verify': 'Verify my balance',
  'rsv.included': 'Your balance of {{amount}} is included.',
  'rsv.against': 'Verified against root {{root}}… of the snapshot taken {{when}}.',
  'rsv.failed': 'Your proof did NOT verify: {{reason}}',
  'rsv.download': 'Download proof (JSON)',
  'rsv.offline':
    "Check the file offline with {{command}} from the platform's source, or any SHA-256 tool following the published layout.",
  'rsv.title': 'Proof of reserves',
  'rsv.intro':
    "Once a day every member's balance (both wallets, pending withdrawals and package capital) is added up in a Merkle sum tree, and the reserve is read at the same moment. Each member can check that their balance is in the total.",
  'rsv.loading': 'Loading the proof of reserves',
  'rsv.the': 'the proof of reserves',
  'rsv.noSnapshot': 'No snapshot yet',
  'rsv.noSnapshotHint':
    'The first proof-of-reserves snapshot has not been taken yet. It is taken once a day; please come back later.',
  'rsv.chartOne': 'Reserves and liabilities of the last snapshot',
  'rsv.chartOther': 'Reserves and liabilities of the last {{count}} snapshots',
} as const;
