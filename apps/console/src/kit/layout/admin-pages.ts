import type { OperatorRole } from '@app/contract';
import { type OperatorRouteName, roleMayCall } from '../api/operator-access';
import type { CONSOLE_TEXTS } from '../texts';

export interface AdminPage {
  to: string;
  label: keyof typeof CONSOLE_TEXTS;
  icon: string;
  /**
   * The call the page shows nothing without: the roles the contract gives it decide who has the page, in the
   * navigation and at its address (docs/decisions/020-operator-roles.md).
   */
  route: OperatorRouteName;
  /** Lit on its own path only (the overview, whose path starts every other one). */
  isExact?: boolean;
}

/** The console's pages in the navigation's order. */
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    to: '/admin',
    label: 'con.nav.overview',
    route: 'adminOverview',
    isExact: true,
    icon: 'M4 13h6V4H4zm10 7h6v-9h-6zM4 20h6v-4H4zm10-13h6V4h-6z',
  },
  {
    to: '/admin/deposits',
    label: 'con.nav.deposits',
    route: 'adminDeposits',
    icon: 'M12 4v10m0 0-4-4m4 4 4-4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3',
  },
  {
    to: '/admin/deposit-addresses',
    label: 'con.nav.depositAddresses',
    route: 'adminDepositTransfers',
    icon: 'M4 7h16v12H4zm0 0 2-3h12l2 3M12 11v4m-2-2h4',
  },
  {
    to: '/admin/withdrawals',
    label: 'con.nav.withdrawals',
    route: 'adminWithdrawals',
    icon: 'M12 20V10m0 0-4 4m4-4 4 4M5 9V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3',
  },
  {
    to: '/admin/adjustments',
    label: 'con.nav.credits',
    route: 'adminAdjustments',
    icon: 'M12 8v8m-4-4h8M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18',
  },
  {
    to: '/admin/members',
    label: 'con.nav.members',
    route: 'adminMembers',
    icon: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 19v-1a4 4 0 0 0-3-3.9M15.5 4.1a3 3 0 0 1 0 5.8',
  },
  {
    to: '/admin/support',
    label: 'con.nav.support',
    route: 'adminTickets',
    icon: 'M4 5h16v11H9l-5 4zm4 4h8m-8 3h5',
  },
  {
    to: '/admin/packages',
    label: 'con.nav.packages',
    route: 'adminPackages',
    icon: 'M12 3 4 7v10l8 4 8-4V7zm0 0v18M4 7l8 4 8-4',
  },
  {
    to: '/admin/reports',
    label: 'con.nav.reports',
    route: 'adminReportObligations',
    icon: 'M4 20h16M6 16v-5m4 5V8m4 8v-7m4 7V5',
  },
  {
    to: '/admin/dry-run',
    label: 'con.nav.dryRun',
    route: 'adminDryRuns',
    icon: 'M9 3h6m-5 0v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10',
  },
  {
    to: '/admin/messages',
    label: 'con.nav.messages',
    route: 'adminContacts',
    icon: 'M4 6h16v12H4zm0 0 8 7 8-7',
  },
  {
    to: '/admin/newsletter',
    label: 'con.nav.newsletter',
    route: 'adminNewsletter',
    icon: 'M4 5h16v14H4zm4 4h8m-8 4h8m-8 4h5',
  },
  {
    to: '/admin/site-pages',
    label: 'con.nav.sitePages',
    route: 'adminSitePages',
    icon: 'M7 3h7l5 5v13H7zm7 0v5h5M10 13h6m-6 4h6',
  },
  {
    to: '/admin/news',
    label: 'con.nav.news',
    route: 'adminPosts',
    icon: 'M5 4h11v16H7a2 2 0 0 1-2-2zm11 4h3v10a2 2 0 0 1-2 2M8 8h5m-5 4h5m-5 4h3',
  },
  {
    to: '/admin/announcements',
    label: 'con.nav.announcements',
    route: 'adminAnnouncements',
    icon: 'M4 10v4h3l6 4V6L7 10zm12-1a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12',
  },
  {
    to: '/admin/operators',
    label: 'con.nav.operators',
    route: 'adminOperators',
    icon: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6zm0 6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4m-3.5 5a3.5 3.5 0 0 1 7 0',
  },
  {
    to: '/admin/settings',
    label: 'con.nav.settings',
    // Every role reads the settings (the time zone, the explorer links), but the page is for changing them: an owner's.
    route: 'adminSettingsUpdate',
    icon: 'M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M14 4v4m-6 2v4m8 2v4',
  },
  {
    to: '/admin/security',
    label: 'con.nav.security',
    route: 'operatorTwoFactorStatus',
    icon: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v10H6zm6 4v2',
  },
  {
    to: '/admin/system',
    label: 'con.nav.system',
    route: 'adminSystem',
    icon: 'M4 5h16v6H4zm0 8h16v6H4zm3-5h.01M7 16h.01',
  },
  {
    to: '/admin/audit',
    label: 'con.nav.audit',
    route: 'adminAudit',
    icon: 'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2m-6 7h6m-6 4h4',
  },
];

/** The pages `role` may open, in the navigation's order. */
export function pagesOf(role: OperatorRole): readonly AdminPage[] {
  return ADMIN_PAGES.filter((page) => roleMayCall(role, page.route));
}

/** The page an /admin address belongs to (a member's page to Members), or undefined for no console page. */
export function pageAt(pathname: string): AdminPage | undefined {
  const [section] = pathname.replace(/^\/admin\/?/, '').split('/');
  const to = section ? `/admin/${section}` : '/admin';
  return ADMIN_PAGES.find((page) => page.to === to);
}
