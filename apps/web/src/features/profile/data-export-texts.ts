// The "Your data" card's English texts (docs/product.md#your-data, docs/decisions/017-translations.md); Spanish and
// Hindi in data-export-texts.{es,hi}.ts.
export const DATA_EXPORT_TEXTS = {
  'dex.title': 'Your data',
  'dex.description':
    'Download a copy of everything we keep about you: your profile, statement, packages, incomes, deposits, withdrawals, transfers, support tickets, sign-ins, identity checks and notifications, as JSON and CSV files in one ZIP. We e-mail you a link; open it and sign in to download the file.',
  'dex.download': 'Download my data',
  'dex.loading': 'Checking your latest request…',
  'dex.pending': 'Being prepared… We e-mail you the link when it is ready.',
  'dex.ready': 'We e-mailed you a link, valid until {{until}}. Open it and sign in to download your data.',
  'dex.failed': 'Preparing your data failed. Please try again.',
  'dex.expired': 'Your last link has expired. Ask for a new one.',
  'dex.downloading': 'Downloading your data…',
  'dex.downloaded': 'Your download has started: {{file}}. Keep the file somewhere safe.',
  'dex.again': 'Download again',
  'dex.toSettings': 'Go to Settings',
} as const;
