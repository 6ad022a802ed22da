// The public site's pages' shared pieces in English (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts. The pages' own content is in lib/site-content; the pieces every public page shows
// are in shared-texts.ts, the home page's in home-texts.ts, the live figures' in components/live.

/** The content pages' pieces: headers, the company card, search results, FAQ, contact. */
export const SITE_TEXTS = {
  'site.lastUpdated': 'Last updated {{date}}',
  'site.operator': 'Operator of the platform',
  'site.step': 'Step {{number}}',
  'site.byTheNumbers': 'By the numbers',
  'site.packagesOnSaleNow': 'Packages on sale now',
  'site.searchHint': 'Type a word above, such as security, cloud or pricing.',
  'site.searchNone': 'No pages match “{{query}}”',
  'site.searchNoneHint': 'Check the spelling, try a shorter word, or browse the menu.',
  'site.searchOne': '1 page matches “{{query}}”',
  'site.searchMany': '{{count}} pages match “{{query}}”',
  'site.stillQuestion': 'Still have a question?',
  'site.contactUs': 'Contact us',
  'site.figuresFailed': 'The current figures could not be loaded.',
  'site.figuresLoading': 'Loading the current figures…',
  'site.figureNow': '{{label}} (set by the operator), now:',
  'site.figure.withdrawalMinimum': 'Income withdrawal minimum',
  'site.figure.withdrawalChargePercent': 'Income withdrawal charge',
  'site.figure.packageWithdrawalMinimum': 'Capital withdrawal minimum',
  'site.figure.packageWithdrawalChargePercent': 'Capital withdrawal charge (packages bought now)',
  'site.figure.depositMinimum': 'Deposit minimum',
  'site.figure.levelIncomePercents': 'Level income, levels A, B, C',
  'site.figure.directIncomePercent': 'Direct income',
  'site.figure.timezone': 'Platform day time zone',
  'site.figure.kycRequiredForWithdrawal': 'Identity check before withdrawals',
  'site.figure.companyEmail': 'Support e-mail',
  'site.kycRequired': 'required',
  'site.kycNotRequired': 'not required at present',
  'site.contactTitle': 'Contact',
  'site.contactIntro':
    'Questions about your account, a deposit, a withdrawal or your identity check: write to us and an operator answers by e-mail. Never send your password or an e-mailed code; nobody from the platform will ask for them.',
  'site.signedInSupport':
    'You are signed in: ask in Support to get answers about your deposits and withdrawals inside your account.',
  'site.goToSupport': 'Go to Support',
  'site.contactDetails': 'Contact details',
  'site.contactLoading': 'Loading the contact details',
  'site.company': 'Company',
  'site.address': 'Address',
  'site.email': 'Email',
  'site.sendUsMessage': 'Send us a message',
  'site.name': 'Name',
  'site.description': 'Description',
  'site.sendMessage': 'Send message',
};
