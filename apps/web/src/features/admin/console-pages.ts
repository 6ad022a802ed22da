import type { ComponentType } from 'react';

/**
 * The console's layout and pages, one chunk each. app/routes.tsx reaches them through this module only: the entry
 * chunk every visitor loads then holds one import of the console instead of one per page (each would add its chunks'
 * names to the entry's preload table), and no member or site page can reach a console chunk.
 */
export const consolePages = {
  login: () => import('./pages/admin-login-page').then((m) => m.AdminLoginPage),
  layout: () => import('./layout/admin-layout').then((m) => m.AdminLayout),
  overview: () => import('./pages/overview-page').then((m) => m.OverviewPage),
  deposits: () => import('./pages/deposits-page').then((m) => m.DepositsPage),
  withdrawals: () => import('./pages/withdrawals-page').then((m) => m.WithdrawalsPage),
  adjustments: () => import('./pages/adjustments-page').then((m) => m.AdjustmentsPage),
  packages: () => import('./pages/packages-page').then((m) => m.PackagesPage),
  settings: () => import('./pages/settings-page').then((m) => m.SettingsPage),
  members: () => import('./pages/members-page').then((m) => m.MembersPage),
  member: () => import('./pages/member-page').then((m) => m.MemberPage),
  audit: () => import('./pages/audit-page').then((m) => m.AuditPage),
  messages: () => import('./pages/messages-page').then((m) => m.MessagesPage),
  newsletter: () => import('./pages/newsletter-page').then((m) => m.NewsletterPage),
  sitePages: () => import('./pages/site-pages-page').then((m) => m.SitePagesPage),
  operators: () => import('./pages/operators-page').then((m) => m.OperatorsPage),
  setPassword: () => import('./pages/set-password-page').then((m) => m.SetPasswordPage),
  security: () => import('./pages/security-page').then((m) => m.SecurityPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ConsolePage = keyof typeof consolePages;
