import { NavLink, useLocation } from 'react-router';

// At most five items: they are the bottom tabs on phones. Later issues add team and income pages here.
const ITEMS = [
  { to: '/my', label: 'Home', icon: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  {
    to: '/assets',
    label: 'Assets',
    icon: 'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V18a2 2 0 0 0 2 2h14V8H6.5A2.5 2.5 0 0 1 4 7.5ZM16.5 14h.01',
  },
  {
    to: '/deposit',
    label: 'Deposit',
    // The history belongs to the deposit tab.
    alsoActiveOn: ['/reacharge-list'],
    icon: 'M12 4v10m0 0-4-4m4 4 4-4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3',
  },
  {
    to: '/settings',
    label: 'Settings',
    // The USDT address page belongs to the settings tab.
    alsoActiveOn: ['/settingNew'],
    icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2-1.2L14.5 3h-4l-.4 2.6a7.6 7.6 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7.6 7.6 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z',
  },
] as const satisfies readonly { to: string; label: string; icon: string; alsoActiveOn?: readonly string[] }[];

type NavItem = (typeof ITEMS)[number];

function NavIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

function useIsActive() {
  const { pathname } = useLocation();
  return (item: NavItem, isActive: boolean) =>
    isActive || ('alsoActiveOn' in item && item.alsoActiveOn.some((path) => pathname.startsWith(path)));
}

export function MemberSideNav() {
  const isItemActive = useIsActive();
  return (
    <nav aria-label="Member" className="hidden w-56 shrink-0 md:block">
      <ul className="sticky top-20 space-y-1">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-xl px-4 py-3 font-medium ${focusRing} ${
                  isItemActive(item, isActive)
                    ? 'bg-teal-400/10 text-teal-300'
                    : 'text-slate-300 hover:bg-slate-900 hover:text-slate-50'
                }`
              }
            >
              <NavIcon path={item.icon} />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MemberTabBar() {
  const isItemActive = useIsActive();
  return (
    <nav
      aria-label="Member tabs"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid auto-cols-fr grid-flow-col">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `flex flex-col items-center gap-1 py-2.5 text-xs font-medium ${focusRing} ${
                  isItemActive(item, isActive) ? 'text-teal-300' : 'text-slate-400'
                }`
              }
            >
              <NavIcon path={item.icon} />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
