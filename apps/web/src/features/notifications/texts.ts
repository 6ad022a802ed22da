// The notification centre's English texts (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
export const NOTIFICATION_TEXTS = {
  'ntf.title': 'Notifications',
  'ntf.markAll': 'Mark all read',
  'ntf.allRead': 'Everything is read.',
  'ntf.unread': '{{count}} unread',
  'ntf.loading': 'Loading your notifications',
  'ntf.yours': 'your notifications',
  'ntf.nothingOnPage': 'Nothing on this page',
  'ntf.noneYet': 'No notifications yet',
  'ntf.pastLast': 'This page is past the last one.',
  'ntf.noneHint': 'Deposits, withdrawals, ranks, new referrals and your daily income will show here.',
  'ntf.firstPage': 'First page',
  'ntf.unreadMark': '(unread)',
} as const;
