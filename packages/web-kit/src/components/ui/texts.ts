// The shared screen pieces' English texts (docs/decisions/017-translations.md), one dictionary per piece so each
// travels only with the chunks that show it (the skip link is in every page's entry, a pager is not); Spanish and
// Hindi in texts.{es,hi}.ts.
export const SKIP_TEXTS = {
  'ui.skipToContent': 'Skip to content',
} as const;

export const LOAD_ERROR_TEXTS = {
  'ui.loadError': 'We could not load {{what}}.',
  'ui.tryAgain': 'Try again',
} as const;

export const STATUS_TEXTS = {
  'ui.status.pending': 'Pending',
  'ui.status.success': 'Success',
  'ui.status.reject': 'Rejected',
  'ui.status.cancelled': 'Cancelled',
} as const;

export const PAGER_TEXTS = {
  'ui.pagination': 'Pagination',
  'ui.previous': 'Previous',
  'ui.next': 'Next',
  'ui.pageOf': 'Page {{page}} of {{total}}',
} as const;

export const EXPLORER_TEXTS = {
  'ui.explorerNewTab': ' (block explorer, opens in a new tab)',
} as const;

export const DEMO_TEXTS = {
  'ui.demoTitle': 'A demo value: made up for the demo, on no chain',
  'ui.demo': 'Demo',
  'ui.demoMore': ' value, on no chain',
  'ui.demoAddress': '(a demo address)',
} as const;

export const PROFILE_SKELETON_TEXTS = {
  'ui.loadingProfile': 'Loading your profile',
} as const;
