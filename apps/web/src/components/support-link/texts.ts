// The lists' "Ask about this" link's English texts (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
export const ASK_SUPPORT_TEXTS = {
  'ask.label': 'Ask about this',
  'ask.about': ' ({{what}})',
} as const;
