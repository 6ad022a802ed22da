import { NavLink } from 'react-router';
import { useTexts } from '../../../i18n/texts';
import { CONSOLE_TEXTS } from '../texts';

interface NavItem {
  to: string;
  label: keyof typeof CONSOLE_TEXTS;
  icon: string;
  /** Lit on its own path only (the overview, whose path starts every other one). */
  isExact?: boolean;
}

export const ADMIN_NAV: readonly NavItem[] = [
  {
    to: '/admin',
    label: 'con.nav.overview',
    isExact: true,
    icon: 'M4 13h6V4H4zm10 7h6v-9h-6zM4 20h6v-4H4zm10-13h6V4h-6z',
  },
  {
    to: '/admin/deposits',
    label: 'con.nav.deposits',
    icon: 'M12 4v10m0 0-4-4m4 4 4-4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3',
  },
  {
    to: '/admin/deposit-addresses',
    label: 'con.nav.depositAddresses',
    icon: 'M4 7h16v12H4zm0 0 2-3h12l2 3M12 11v4m-2-2h4',
  },
  {
    to: '/admin/withdrawals',
    label: 'con.nav.withdrawals',
    icon: 'M12 20V10m0 0-4 4m4-4 4 4M5 9V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3',
  },
  {
    to: '/admin/adjustments',
    label: 'con.nav.credits',
    icon: 'M12 8v8m-4-4h8M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18',
  },
  {
    to: '/admin/members',
    label: 'con.nav.members',
    icon: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 19v-1a4 4 0 0 0-3-3.9M15.5 4.1a3 3 0 0 1 0 5.8',
  },
  { to: '/admin/packages', label: 'con.nav.packages', icon: 'M12 3 4 7v10l8 4 8-4V7zm0 0v18M4 7l8 4 8-4' },
  {
    to: '/admin/messages',
    label: 'con.nav.messages',
    icon: 'M4 6h16v12H4zm0 0 8 7 8-7',
  },
  {
    to: '/admin/newsletter',
    label: 'con.nav.newsletter',
    icon: 'M4 5h16v14H4zm4 4h8m-8 4h8m-8 4h5',
  },
  {
    to: '/admin/site-pages',
    label: 'con.nav.sitePages',
    icon: 'M7 3h7l5 5v13H7zm7 0v5h5M10 13h6m-6 4h6',
  },
  {
    to: '/admin/news',
    label: 'con.nav.news',
    icon: 'M5 4h11v16H7a2 2 0 0 1-2-2zm11 4h3v10a2 2 0 0 1-2 2M8 8h5m-5 4h5m-5 4h3',
  },
  {
    to: '/admin/operators',
    label: 'con.nav.operators',
    icon: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6zm0 6.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4m-3.5 5a3.5 3.5 0 0 1 7 0',
  },
  {
    to: '/admin/settings',
    label: 'con.nav.settings',
    icon: 'M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M14 4v4m-6 2v4m8 2v4',
  },
  {
    to: '/admin/security',
    label: 'con.nav.security',
    icon: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v10H6zm6 4v2',
  },
  {
    to: '/admin/system',
    label: 'con.nav.system',
    icon: 'M4 5h16v6H4zm0 8h16v6H4zm3-5h.01M7 16h.01',
  },
  {
    to: '/admin/audit',
    label: 'con.nav.audit',
    icon: 'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2m-6 7h6m-6 4h4',
  },
];

const LINK =
  'flex min-h-11 items-center gap-3 rounded-xl px-4 py-2.5 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** The console's pages; NavLink marks the current one with aria-current="page". */
export function AdminNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <ul className="space-y-1">
      {ADMIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.isExact}
            onClick={onNavigate}
            className={({ isActive }) =>
              `${LINK} ${isActive ? 'bg-teal-400/10 text-teal-300' : 'text-slate-300 hover:bg-slate-900 hover:text-slate-50'}`
            }
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden="true"
            >
              <path d={item.icon} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
