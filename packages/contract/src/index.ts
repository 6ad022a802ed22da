export * from './account-freeze';
export * from './address-book';
export * from './adjustments';
export * from './announcements';
export * from './anti-phishing';
export * from './auth';
export * from './close-account';
export * from './console';
export * from './constants';
export * from './content-pages';
export * from './data-export';
export * from './deposit-addresses';
export * from './deposits';
export * from './dry-runs';
export * from './dual-control';
export * from './entry-kinds';
export * from './envelope';
export * from './errors';
export * from './fields';
export { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from './i18n/locales';
export * from './income';
export * from './income-kinds';
export * from './income-kinds.texts';
export * from './kyc';
export * from './language-routes';
export * from './maintenance';
export * from './markdown-tree';
export * from './messages';
export * from './money';
export * from './money-fields';
export * from './notifications';
export * from './operator-roles';
export * from './operators-console';
export * from './packages';
export * from './passkeys';
export * from './payout-safety';
export * from './payouts';
export {
  fieldWords,
  installPlainIssueMessages,
  PLAIN_ISSUE_TEXTS,
  type PlainIssueKind,
  plainIssueKind,
  plainIssueMessage,
} from './plain-issues';
export * from './posts';
export * from './profile';
export * from './progress';
export * from './rejection-reasons';
export * from './reports';
export * from './reserves';
export { KYC_DOCUMENT_MEDIA } from './route-def';
export * from './routes';
export * from './security-events';
export * from './setting-defaults';
export * from './setting-labels.texts';
export * from './settings';
export * from './shell-messages';
export * from './site';
export * from './site-console';
export * from './statement';
export * from './system';
export * from './texts-per-language';
export * from './tickets';
export * from './transfers';
export * from './two-factor';
export * from './web-pages';
export * from './withdrawals';
