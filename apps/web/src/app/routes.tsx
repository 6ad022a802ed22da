import { PageLoading } from '@app/web-kit/app/layouts/page-loading';
import { lazyPage } from '@app/web-kit/app/lazy-page';
import { RouteError } from '@app/web-kit/app/route-error';
import type { RouteObject } from 'react-router';
import { redirectSignedInMember, requireSession } from './guards';
import { SiteLayout } from './layouts/site-layout';
import { sitePageLoader } from './site-page-loader';

export const appRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: lazyPage(() => import('../features/site/pages/home-page').then((m) => m.HomePage)) },
      // Both spellings the contract keeps (docs/product.md#contract), case-sensitive so each entry is the one that
      // matches its path.
      ...['contactForm', 'contactform'].map((path) => ({
        path,
        caseSensitive: true,
        lazy: lazyPage(() => import('../features/site/pages/contact-page').then((m) => m.ContactPage)),
      })),
      {
        loader: redirectSignedInMember,
        children: [
          {
            path: 'login',
            // The form's chunk comes beside the page's, so a visit from another page shows the form at once.
            lazy: lazyPage(() =>
              import('../features/auth/pages/login-page').then((m) => m.loadLoginForm().then(() => m.LoginPage)),
            ),
          },
          {
            path: 'register',
            lazy: lazyPage(() => import('../features/auth/pages/signup-page').then((m) => m.SignupPage)),
          },
          {
            path: 'referalsignup',
            lazy: lazyPage(() => import('../features/auth/pages/signup-page').then((m) => m.SignupPage)),
          },
          {
            path: 'forget-Password',
            lazy: lazyPage(() =>
              import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
            ),
          },
        ],
      },
      {
        path: 'reserves',
        lazy: lazyPage(() => import('../features/reserves/pages/reserves-page').then((m) => m.ReservesPage)),
      },
      {
        path: 'autologin/:id',
        lazy: lazyPage(() => import('../features/auth/pages/autologin-page').then((m) => m.AutologinPage)),
      },
      // The cancel link of a withdrawal held in its new-address cool-down: works signed in or not.
      {
        path: 'withdrawal-cancel/:token',
        lazy: lazyPage(() =>
          import('../features/withdrawals/pages/withdrawal-cancel-page').then((m) => m.WithdrawalCancelPage),
        ),
      },
      // A security alert's "This wasn't me" link (the contract's FREEZE_LINK_PATH, held to it by
      // app/freeze-link.test.tsx): works signed in or not. Written out as the cancel link's is, so the entry imports
      // nothing more of the contract.
      {
        path: 'freeze-account/:token',
        lazy: lazyPage(() => import('../features/profile/pages/freeze-link-page').then((m) => m.FreezeLinkPage)),
      },
      // A news post's own address (docs/product.md#news); the news pages of the site map stay as they are.
      {
        path: 'news/:slug',
        lazy: lazyPage(() => import('../features/site/pages/news-post-page').then((m) => m.NewsPostPage)),
      },
      // Every template page and the 404 page: one route, content chosen by the loader from the path.
      ...[':slug', '*'].map((path) => ({
        path,
        loader: sitePageLoader,
        lazy: lazyPage(() => import('../features/site/pages/content-page').then((m) => m.ContentPage)),
      })),
    ],
  },
  {
    loader: requireSession,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    lazy: lazyPage(() => import('./layouts/member-layout').then((m) => m.MemberLayout)),
    children: [
      { path: 'my', lazy: lazyPage(() => import('../features/profile/pages/my-page').then((m) => m.MyPage)) },
      {
        path: 'assets',
        lazy: lazyPage(() => import('../features/profile/pages/assets-page').then((m) => m.AssetsPage)),
      },
      {
        path: 'genealogy',
        lazy: lazyPage(() => import('../features/team/pages/genealogy-page').then((m) => m.GenealogyPage)),
      },
      {
        path: 'totalMember',
        lazy: lazyPage(() => import('../features/team/pages/total-member-page').then((m) => m.TotalMemberPage)),
      },
      {
        path: 'statement',
        lazy: lazyPage(() => import('../features/profile/pages/statement-page').then((m) => m.StatementPage)),
      },
      {
        path: 'deposit',
        lazy: lazyPage(() => import('../features/deposits/pages/deposit-page').then((m) => m.DepositPage)),
      },
      {
        path: 'reacharge-list',
        lazy: lazyPage(() =>
          import('../features/deposits/pages/deposit-history-page').then((m) => m.DepositHistoryPage),
        ),
      },
      {
        path: 'withdrawladd',
        lazy: lazyPage(() => import('../features/withdrawals/pages/withdraw-page').then((m) => m.WithdrawPage)),
      },
      {
        path: 'withdrawladd/:id',
        lazy: lazyPage(() =>
          import('../features/withdrawals/pages/capital-withdraw-page').then((m) => m.CapitalWithdrawPage),
        ),
      },
      {
        path: 'transfer',
        lazy: lazyPage(() => import('../features/withdrawals/pages/transfer-page').then((m) => m.TransferPage)),
      },
      {
        path: 'withdrawl-list',
        lazy: lazyPage(() =>
          import('../features/withdrawals/pages/withdrawal-history-page').then((m) => m.WithdrawalHistoryPage),
        ),
      },
      {
        path: 'stake',
        lazy: lazyPage(() => import('../features/packages/pages/stake-page').then((m) => m.StakePage)),
      },
      {
        path: 'reserve',
        lazy: lazyPage(() => import('../features/packages/pages/reserve-page').then((m) => m.ReservePage)),
      },
      {
        path: 'my-order',
        lazy: lazyPage(() => import('../features/packages/pages/my-orders-page').then((m) => m.MyOrdersPage)),
      },
      {
        path: 'earn',
        lazy: lazyPage(() => import('../features/income/pages/income-pages').then((m) => m.AllIncomePage)),
      },
      {
        path: 'trading-income',
        lazy: lazyPage(() => import('../features/income/pages/income-pages').then((m) => m.TradingIncomePage)),
      },
      {
        path: 'level-income',
        lazy: lazyPage(() => import('../features/income/pages/income-pages').then((m) => m.LevelIncomePage)),
      },
      {
        path: 'direct-income',
        lazy: lazyPage(() => import('../features/income/pages/income-pages').then((m) => m.DirectIncomePage)),
      },
      {
        path: 'rewardIncome',
        lazy: lazyPage(() => import('../features/income/pages/income-pages').then((m) => m.RewardIncomePage)),
      },
      {
        path: 'bonus-income',
        lazy: lazyPage(() => import('../features/income/pages/bonus-income-page').then((m) => m.BonusIncomePage)),
      },
      {
        path: 'my-team',
        lazy: lazyPage(() => import('../features/team/pages/my-team-page').then((m) => m.MyTeamPage)),
      },
      {
        path: 'team-a',
        lazy: lazyPage(() => import('../features/team/pages/team-list-page').then((m) => m.TeamAPage)),
      },
      {
        path: 'team-b',
        lazy: lazyPage(() => import('../features/team/pages/team-list-page').then((m) => m.TeamBPage)),
      },
      {
        path: 'team-c',
        lazy: lazyPage(() => import('../features/team/pages/team-list-page').then((m) => m.TeamCPage)),
      },
      {
        path: 'settings',
        lazy: lazyPage(() => import('../features/profile/pages/settings-page').then((m) => m.SettingsPage)),
      },
      {
        // The data-export mail's link (docs/product.md#your-data): behind the sign-in, it downloads the file.
        path: 'data-export/:token',
        lazy: lazyPage(() => import('../features/profile/pages/data-export-page').then((m) => m.DataExportPage)),
      },
      {
        path: 'WalletConnect',
        lazy: lazyPage(() => import('../features/profile/pages/wallet-connect-page').then((m) => m.WalletConnectPage)),
      },
      {
        path: 'kyc',
        lazy: lazyPage(() => import('../features/profile/pages/kyc-page').then((m) => m.KycPage)),
      },
      {
        path: 'notifications',
        lazy: lazyPage(() =>
          import('../features/notifications/pages/notifications-page').then((m) => m.NotificationsPage),
        ),
      },
      {
        path: 'support',
        lazy: lazyPage(() => import('../features/support/pages/support-page').then((m) => m.SupportPage)),
      },
      {
        path: 'support/:_id',
        lazy: lazyPage(() => import('../features/support/pages/ticket-page').then((m) => m.TicketPage)),
      },
      {
        path: 'settingNew',
        lazy: lazyPage(() => import('../features/profile/pages/usdt-address-page').then((m) => m.UsdtAddressPage)),
      },
    ],
  },
];
