// The announcement banner's English texts (docs/decisions/017-translations.md); Spanish and Hindi in texts.{es,hi}.ts.
export const ANNOUNCEMENT_TEXTS = {
  'ann.label': 'Announcements',
  'ann.dismiss': 'Close the announcement: {{title}}',
} as const;
