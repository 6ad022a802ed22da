import type { UiKey } from '@app/web-kit/i18n/locales/en';

export interface NavItem {
  to: string;
  label: UiKey;
  icon: string;
  /** Pages that belong to this item, so it stays lit on them. */
  alsoActiveOn?: readonly string[];
  /** One of the four phone tabs; the others sit behind "More". */
  isTab?: boolean;
  /** Lit on its own path only, not on the paths below it (those belong to another item). */
  isExact?: boolean;
}

// Phones get four tabs and "More" (five cells fit a 360px screen at 72px each); wider screens list everything.
export const MEMBER_NAV_ITEMS: readonly NavItem[] = [
  {
    to: '/my',
    label: 'member.home',
    isTab: true,
    icon: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  },
  {
    to: '/stake',
    label: 'member.stake',
    isTab: true,
    icon: 'M12 3 4 7v5c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V7zm-3 9 2 2 4-4',
  },
  {
    to: '/reserve',
    label: 'member.reserve',
    isTab: true,
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v8m-2.5-6.5h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4',
  },
  {
    to: '/assets',
    label: 'member.assets',
    isTab: true,
    icon: 'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V18a2 2 0 0 0 2 2h14V8H6.5A2.5 2.5 0 0 1 4 7.5ZM16.5 14h.01',
  },
  {
    to: '/my-order',
    label: 'member.myOrders',
    alsoActiveOn: ['/withdrawladd/'],
    icon: 'M9 5h10M9 12h10M9 19h10M5 5h.01M5 12h.01M5 19h.01',
  },
  {
    to: '/earn',
    label: 'member.income',
    alsoActiveOn: ['/trading-income', '/level-income', '/direct-income', '/rewardIncome', '/bonus-income'],
    icon: 'M4 19h16M7 16V11m5 5V7m5 9v-6',
  },
  {
    to: '/my-team',
    label: 'member.myTeam',
    alsoActiveOn: ['/team-a', '/team-b', '/team-c'],
    icon: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15h3a5 5 0 0 0-4-4.9',
  },
  {
    to: '/deposit',
    label: 'member.deposit',
    // The history belongs to the deposit item.
    alsoActiveOn: ['/reacharge-list'],
    icon: 'M12 4v10m0 0-4-4m4 4 4-4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3',
  },
  {
    to: '/withdrawladd',
    label: 'member.withdraw',
    // /withdrawladd/{order} is a package's capital, under My orders; the history belongs here.
    isExact: true,
    alsoActiveOn: ['/withdrawl-list'],
    icon: 'M12 20V10m0 0-4 4m4-4 4 4M5 9V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3',
  },
  {
    to: '/support',
    label: 'member.support',
    icon: 'M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01',
  },
  {
    to: '/settings',
    label: 'member.settings',
    // The USDT address page belongs to the settings item.
    alsoActiveOn: ['/settingNew', '/kyc'],
    icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2-1.2L14.5 3h-4l-.4 2.6a7.6 7.6 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7.6 7.6 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z',
  },
];
