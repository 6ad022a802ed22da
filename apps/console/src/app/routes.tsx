import { PageLoading } from '@app/web-kit/app/layouts/page-loading';
import { lazyPage } from '@app/web-kit/app/lazy-page';
import { RouteError } from '@app/web-kit/app/route-error';
import type { RouteObject } from 'react-router';
import { redirectSignedInOperator, requireOperator } from './guards';

// The console's pages, each a chunk of its own, under /admin: the same paths as when the console lived inside the
// members' app, so every link, bookmark and mailed invitation still lands (docs/decisions/038-console-app.md).
export const consoleRoutes: RouteObject[] = [
  {
    path: 'admin',
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        path: 'login',
        loader: redirectSignedInOperator,
        lazy: lazyPage(() => import('../features/security/pages/admin-login-page').then((m) => m.AdminLoginPage)),
      },
      // An invited operator's link: public, whoever is signed in on this browser.
      {
        path: 'set-password/:token',
        lazy: lazyPage(() => import('../features/security/pages/set-password-page').then((m) => m.SetPasswordPage)),
      },
      {
        loader: requireOperator,
        lazy: lazyPage(() => import('../kit/layout/admin-layout').then((m) => m.AdminLayout)),
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('../features/overview/pages/overview-page').then((m) => m.OverviewPage)),
          },
          {
            path: 'deposits',
            lazy: lazyPage(() => import('../features/deposits/pages/deposits-page').then((m) => m.DepositsPage)),
          },
          // Under deposits: the roles that review deposits and withdrawals read the reasons (docs/product.md#reviews).
          {
            path: 'deposits/rejection-reasons',
            lazy: lazyPage(() =>
              import('../features/rejection-reasons/pages/rejection-reasons-page').then((m) => m.RejectionReasonsPage),
            ),
          },
          {
            path: 'deposit-addresses',
            lazy: lazyPage(() =>
              import('../features/deposit-addresses/pages/deposit-addresses-page').then((m) => m.DepositAddressesPage),
            ),
          },
          {
            path: 'withdrawals',
            lazy: lazyPage(() =>
              import('../features/withdrawals/pages/withdrawals-page').then((m) => m.WithdrawalsPage),
            ),
          },
          {
            path: 'adjustments',
            lazy: lazyPage(() => import('../features/credits/pages/adjustments-page').then((m) => m.AdjustmentsPage)),
          },
          {
            path: 'packages',
            lazy: lazyPage(() => import('../features/packages/pages/packages-page').then((m) => m.PackagesPage)),
          },
          {
            path: 'settings',
            lazy: lazyPage(() => import('../features/settings/pages/settings-page').then((m) => m.SettingsPage)),
          },
          {
            path: 'members',
            lazy: lazyPage(() => import('../features/members/pages/members-page').then((m) => m.MembersPage)),
          },
          {
            path: 'members/:id',
            lazy: lazyPage(() => import('../features/members/pages/member-page').then((m) => m.MemberPage)),
          },
          {
            path: 'support',
            lazy: lazyPage(() => import('../features/support/pages/support-page').then((m) => m.SupportPage)),
          },
          {
            path: 'support/saved-replies',
            lazy: lazyPage(() =>
              import('../features/support/pages/saved-replies-page').then((m) => m.SavedRepliesPage),
            ),
          },
          {
            path: 'support/:id',
            lazy: lazyPage(() => import('../features/support/pages/ticket-page').then((m) => m.TicketPage)),
          },
          {
            path: 'reports',
            lazy: lazyPage(() => import('../features/reports/pages/reports-page').then((m) => m.ReportsPage)),
          },
          {
            path: 'dry-run',
            lazy: lazyPage(() => import('../features/dry-run/pages/dry-run-page').then((m) => m.DryRunPage)),
          },
          {
            path: 'audit',
            lazy: lazyPage(() => import('../features/audit/pages/audit-page').then((m) => m.AuditPage)),
          },
          {
            path: 'messages',
            lazy: lazyPage(() => import('../features/site/pages/messages-page').then((m) => m.MessagesPage)),
          },
          {
            path: 'newsletter',
            lazy: lazyPage(() => import('../features/site/pages/newsletter-page').then((m) => m.NewsletterPage)),
          },
          {
            path: 'site-pages',
            lazy: lazyPage(() => import('../features/site/pages/site-pages-page').then((m) => m.SitePagesPage)),
          },
          { path: 'news', lazy: lazyPage(() => import('../features/news/pages/news-page').then((m) => m.NewsPage)) },
          {
            path: 'announcements',
            lazy: lazyPage(() =>
              import('../features/announcements/pages/announcements-page').then((m) => m.AnnouncementsPage),
            ),
          },
          {
            path: 'operators',
            lazy: lazyPage(() => import('../features/operators/pages/operators-page').then((m) => m.OperatorsPage)),
          },
          {
            path: 'security',
            lazy: lazyPage(() => import('../features/security/pages/security-page').then((m) => m.SecurityPage)),
          },
          {
            path: 'system',
            lazy: lazyPage(() => import('../features/system/pages/system-page').then((m) => m.SystemPage)),
          },
          // Any other /admin path: the console's own not-found page, for an operator who is signed in.
          {
            path: '*',
            lazy: lazyPage(() => import('../kit/pages/console-not-found-page').then((m) => m.ConsoleNotFoundPage)),
          },
        ],
      },
    ],
  },
];
