// /admin/adjustments in English (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
export const CREDITS_TEXTS = {
  'cr.title': 'Credits',
  'cr.description':
    'Balance adjustments. A credit above the approval limit is posted only once a second operator approves it.',
  'cr.what': 'adjustments',
  'cr.pending': 'Pending',
  'cr.posted': 'Posted',
  'cr.rejected': 'Rejected',
  'cr.emptyPending': 'No credits waiting',
  'cr.emptyPendingHint':
    'A credit above the approval limit waits here until an operator other than the one who asked reviews it.',
  'cr.emptyPosted': 'No posted adjustments',
  'cr.emptyPostedHint': 'Credits and debits in the ledger are listed here, newest first.',
  'cr.emptyRejected': 'No rejected credits',
  'cr.emptyRejectedHint': 'Credits a second operator rejects are listed here.',
  'cr.postedAtOnce': 'Posted at once: no second operator needed.',
  'cr.approvedBy': 'Approved by {{name}} on {{when}}',
  'cr.rejectedBy': 'Rejected by {{name}} on {{when}}',
  'cr.uid': 'UID {{uid}}',
  'cr.amount': 'Amount ',
  'cr.reason': 'Reason: ',
  'cr.requestedBy': 'Requested by {{name}} on {{when}}',
  'cr.actsOn': "{{amount}} to {{name}}'s {{wallet}}",
} as const;
