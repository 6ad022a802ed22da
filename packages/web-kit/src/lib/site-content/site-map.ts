import type { PageLink } from './types';

export type MenuGroupId = 'home' | 'about' | 'services' | 'pages' | 'shop' | 'blog';

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  links: PageLink[];
}

/**
 * The header menu: the site's pages, grouped, each named by what it is for (its page title). The not-found and
 * coming-soon pages answer their paths but have no place in a menu. Each group's pages live in one content module
 * (see load-site-page.ts), so this small index is all the header needs up front.
 */
export const SITE_MENU: readonly MenuGroup[] = [
  {
    id: 'home',
    label: 'Home',
    links: [
      { to: '/home-1', label: 'How the platform works' },
      { to: '/home-2', label: 'Packages and daily profit' },
      { to: '/home-3', label: 'Referral and team income' },
      { to: '/home-4', label: 'Deposits and withdrawals' },
    ],
  },
  {
    id: 'about',
    label: 'About',
    links: [
      { to: '/about-1', label: 'About the platform' },
      { to: '/about-2', label: 'Our operators' },
      { to: '/about-3', label: "A member's journey" },
      { to: '/team', label: 'Who runs the platform' },
      { to: '/testimonials', label: 'Our commitments' },
      { to: '/gallery', label: 'The member screens' },
    ],
  },
  {
    id: 'services',
    label: 'Services',
    links: [
      { to: '/services-1', label: 'What members get' },
      { to: '/services-2', label: 'From deposit to withdrawal' },
      { to: '/services-details', label: 'Wallets, transfers and statements' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/projects', label: 'What you can check' },
    ],
  },
  {
    id: 'pages',
    label: 'Pages',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/events', label: 'What happens, and when' },
      { to: '/career', label: 'Building a team' },
      { to: '/courses', label: 'Guides for new members' },
      { to: '/profile-authentication', label: 'Account security' },
      { to: '/membership-levels', label: 'Membership levels' },
      { to: '/purchase-guide', label: 'Purchase guide' },
      { to: '/terms-of-service', label: 'Terms of service' },
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/risk-disclosure', label: 'Risk disclosure' },
    ],
  },
  {
    id: 'shop',
    label: 'Shop',
    links: [
      { to: '/shop', label: 'Buy a package' },
      { to: '/product-details', label: 'Package details' },
      { to: '/cart', label: 'Your order' },
      { to: '/checkout', label: 'Paying for a package' },
    ],
  },
  {
    id: 'blog',
    label: 'News',
    links: [
      { to: '/blog-grid', label: 'News' },
      { to: '/blog-list', label: 'All news, newest first' },
      { to: '/blog-sidebar', label: 'Search the news' },
      { to: '/author', label: 'News writers' },
      { to: '/categories', label: 'News categories' },
      { to: '/tags', label: 'News tags' },
      { to: '/search', label: 'Search' },
      { to: '/single-post-standard', label: 'Latest news post' },
      { to: '/single-post-video', label: 'Latest guide' },
      { to: '/single-post-gallery', label: 'Latest on safety' },
    ],
  },
];

export const CONTACT_LINK: PageLink = { to: '/contactForm', label: 'Contact' };

/** The public proof of reserves: a page of the app, not of the site's content, so in no menu group. */
export const RESERVES_PATH = '/reserves';

/** The pages the footer links, by path: two columns, and the legal pages along its foot. */
export const FOOTER_LINKS = {
  company: ['/about-1', '/team', '/projects', '/blog-grid'],
  help: ['/services-1', '/pricing', '/faq', RESERVES_PATH, CONTACT_LINK.to],
  legal: ['/terms-of-service', '/privacy-policy', '/risk-disclosure'],
} as const;

const MENU_NAMES = new Map(SITE_MENU.flatMap((group) => group.links.map((link) => [link.to, link.label])));

/** A site page's English name, as the header menu gives it (its page title). */
export const menuNameOf = (path: string): string => MENU_NAMES.get(path) ?? path;

export const NOT_FOUND_PATH = '/404';

/** Pages that answer their path but are in no menu, by the group whose content module holds them. */
export const UNLISTED_PAGES: Readonly<Record<string, MenuGroupId>> = {
  [NOT_FOUND_PATH]: 'pages',
  '/coming-soon': 'pages',
};
