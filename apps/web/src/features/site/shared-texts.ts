// The site's pieces on every public page (the search form, the newsletter form) and the risk box, in English
// (docs/decisions/017-translations.md): a dictionary of their own, so the first chunk of a page carries only these.
export const SITE_SHARED_TEXTS = {
  'site.risk': 'Risk',
  'site.riskLead': 'You can lose money.',
  'site.searchWords': 'Search words',
  'site.searchPlaceholder': 'Search pages, e.g. withdrawal',
  'site.search': 'Search',
  'site.newsletter': 'Newsletter',
  'site.emailAddress': 'Email address',
  'site.enterEmail': 'Enter your email',
  'site.subscribe': 'Subscribe',
};
