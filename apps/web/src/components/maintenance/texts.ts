// The maintenance notice's English texts (docs/decisions/017-translations.md); Spanish and Hindi in texts.{es,hi}.ts.
export const MAINTENANCE_TEXTS = {
  'maint.title': 'Maintenance: money actions are paused',
  'maint.safe':
    'Your balance is safe. You can still sign in and see everything; purchases, claims, deposits, withdrawals and transfers wait until we are back.',
  'maint.until': 'Expected back by {{when}}.',
  'maint.overdue': 'It is taking longer than expected. Please check back soon.',
} as const;
