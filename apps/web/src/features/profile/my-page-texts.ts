// /my's own English texts beyond the entry's (docs/decisions/017-translations.md), apart from the rank card's so
// they stay out of its lazy chunk; Spanish and Hindi in texts.{es,hi}.ts.
export const MY_PAGE_TEXTS = {
  'myPage.profile': 'your profile',
  'myPage.rankProgress': 'your rank progress',
} as const;
