// /admin/deposits/rejection-reasons (the kept reasons, their form) in English (docs/decisions/017-translations.md);
// Spanish and Hindi in texts.{es,hi}.ts.
export const CONSOLE_REASON_TEXTS = {
  'crr.title': 'Rejection reasons',
  'crr.description':
    'The reasons reviewers choose when rejecting a deposit or a withdrawal. Members read them in their own language: English where a language is left blank.',
  'crr.newReason': 'New reason',
  'crr.loading': 'Loading the rejection reasons',
  'crr.theReasons': 'the rejection reasons',
  'crr.empty': 'No rejection reasons yet',
  'crr.emptyHint': 'Keep the reasons reviewers give most, so members read them in their language.',
  'crr.for.deposit': 'Deposits',
  'crr.for.withdrawal': 'Withdrawals',
  'crr.for.both': 'Deposits and withdrawals',
  'crr.forField': 'Used for',
  'crr.retired': 'Retired',
  'crr.missing': 'No {{language}}',
  'crr.edit': 'Edit',
  'crr.retire': 'Retire',
  'crr.newTitle': 'New rejection reason',
  'crr.editTitle': 'Edit rejection reason',
  'crr.textEn': 'Reason in English',
  'crr.textEs': 'Reason in Spanish (optional)',
  'crr.textHi': 'Reason in Hindi (optional)',
  'crr.textHint': 'A rejection already made keeps the words it was given; a change applies to later ones.',
  'crr.save': 'Save reason',
  'crr.retireTitle': 'Retire this reason?',
  'crr.retireWarning':
    'It is no longer offered when rejecting. Rejections that used it keep its words, and it stays listed here as retired.',
  'crr.lang.es': 'Spanish',
  'crr.lang.hi': 'Hindi',
  'crr.back': 'Back to deposits',
} as const;
