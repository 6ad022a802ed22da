import type { ComponentType } from 'react';

/**
 * The console's layout and its areas' pages (features/console/kit and features/console/<area>), one chunk each.
 * routes.tsx reaches them through this module only: the entry chunk every visitor loads then holds one import of the
 * console instead of one per page (each would add its chunks' names to the entry's preload table), and no member or
 * site page can reach a console chunk.
 */
export const consolePages = {
  login: () => import('../features/console/security/pages/admin-login-page').then((m) => m.AdminLoginPage),
  layout: () => import('../features/console/kit/layout/admin-layout').then((m) => m.AdminLayout),
  overview: () => import('../features/console/overview/pages/overview-page').then((m) => m.OverviewPage),
  deposits: () => import('../features/console/deposits/pages/deposits-page').then((m) => m.DepositsPage),
  depositAddresses: () =>
    import('../features/console/deposit-addresses/pages/deposit-addresses-page').then((m) => m.DepositAddressesPage),
  rejectionReasons: () =>
    import('../features/console/rejection-reasons/pages/rejection-reasons-page').then((m) => m.RejectionReasonsPage),
  withdrawals: () => import('../features/console/withdrawals/pages/withdrawals-page').then((m) => m.WithdrawalsPage),
  adjustments: () => import('../features/console/credits/pages/adjustments-page').then((m) => m.AdjustmentsPage),
  packages: () => import('../features/console/packages/pages/packages-page').then((m) => m.PackagesPage),
  settings: () => import('../features/console/settings/pages/settings-page').then((m) => m.SettingsPage),
  members: () => import('../features/console/members/pages/members-page').then((m) => m.MembersPage),
  member: () => import('../features/console/members/pages/member-page').then((m) => m.MemberPage),
  support: () => import('../features/console/support/pages/support-page').then((m) => m.SupportPage),
  supportTicket: () => import('../features/console/support/pages/ticket-page').then((m) => m.TicketPage),
  savedReplies: () => import('../features/console/support/pages/saved-replies-page').then((m) => m.SavedRepliesPage),
  reports: () => import('../features/console/reports/pages/reports-page').then((m) => m.ReportsPage),
  dryRun: () => import('../features/console/dry-run/pages/dry-run-page').then((m) => m.DryRunPage),
  audit: () => import('../features/console/audit/pages/audit-page').then((m) => m.AuditPage),
  messages: () => import('../features/console/site/pages/messages-page').then((m) => m.MessagesPage),
  newsletter: () => import('../features/console/site/pages/newsletter-page').then((m) => m.NewsletterPage),
  sitePages: () => import('../features/console/site/pages/site-pages-page').then((m) => m.SitePagesPage),
  news: () => import('../features/console/news/pages/news-page').then((m) => m.NewsPage),
  announcements: () =>
    import('../features/console/announcements/pages/announcements-page').then((m) => m.AnnouncementsPage),
  operators: () => import('../features/console/operators/pages/operators-page').then((m) => m.OperatorsPage),
  setPassword: () => import('../features/console/security/pages/set-password-page').then((m) => m.SetPasswordPage),
  security: () => import('../features/console/security/pages/security-page').then((m) => m.SecurityPage),
  system: () => import('../features/console/system/pages/system-page').then((m) => m.SystemPage),
  notFound: () => import('../features/console/kit/pages/console-not-found-page').then((m) => m.ConsoleNotFoundPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ConsolePage = keyof typeof consolePages;
