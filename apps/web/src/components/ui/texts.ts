// The shared screen pieces' English texts (docs/decisions/017-translations.md); Spanish and Hindi in
// i18n/locales/{es,hi}/components.ts.
export const COMPONENT_TEXTS = {
  'ui.loadError': 'We could not load {{what}}.',
  'ui.tryAgain': 'Try again',
  'ui.status.pending': 'Pending',
  'ui.status.success': 'Success',
  'ui.status.reject': 'Rejected',
  'ui.status.cancelled': 'Cancelled',
  'ui.pagination': 'Pagination',
  'ui.previous': 'Previous',
  'ui.next': 'Next',
  'ui.pageOf': 'Page {{page}} of {{total}}',
  'ui.explorerNewTab': ' (block explorer, opens in a new tab)',
  'ui.demoTitle': 'A demo value: made up for the demo, on no chain',
  'ui.demo': 'Demo',
  'ui.demoMore': ' value, on no chain',
  'ui.skipToContent': 'Skip to content',
  'ui.loadingProfile': 'Loading your profile',
} as const;
