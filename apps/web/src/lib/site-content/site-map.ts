import type { PageLink } from './types';

export type MenuGroupId = 'home' | 'about' | 'services' | 'pages' | 'shop' | 'blog';

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  links: PageLink[];
}

/**
 * The header menu: every template page, grouped. Each group's pages live in one content module
 * (see load-site-page.ts), so this small index is all the header needs up front.
 */
export const SITE_MENU: readonly MenuGroup[] = [
  {
    id: 'home',
    label: 'Home',
    links: [
      { to: '/home-1', label: 'Home demo 1' },
      { to: '/home-2', label: 'Home demo 2' },
      { to: '/home-3', label: 'Home demo 3' },
      { to: '/home-4', label: 'Home demo 4' },
    ],
  },
  {
    id: 'about',
    label: 'About',
    links: [
      { to: '/about-1', label: 'About style 1' },
      { to: '/about-2', label: 'About style 2' },
      { to: '/about-3', label: 'About style 3' },
      { to: '/team', label: 'Team' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/gallery', label: 'Gallery' },
    ],
  },
  {
    id: 'services',
    label: 'Services',
    links: [
      { to: '/services-1', label: 'Services style 1' },
      { to: '/services-2', label: 'Services style 2' },
      { to: '/services-details', label: 'Services details' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/projects', label: 'Projects' },
    ],
  },
  {
    id: 'pages',
    label: 'Pages',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/events', label: 'Events' },
      { to: '/career', label: 'Career' },
      { to: '/courses', label: 'Courses' },
      { to: '/profile-authentication', label: 'Profile authentication' },
      { to: '/membership-levels', label: 'Membership levels' },
      { to: '/purchase-guide', label: 'Purchase guide' },
      { to: '/terms-of-service', label: 'Terms of service' },
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/risk-disclosure', label: 'Risk disclosure' },
      { to: '/404', label: '404 page' },
      { to: '/coming-soon', label: 'Coming soon' },
    ],
  },
  {
    id: 'shop',
    label: 'Shop',
    links: [
      { to: '/shop', label: 'Shop' },
      { to: '/product-details', label: 'Product details' },
      { to: '/cart', label: 'Cart' },
      { to: '/checkout', label: 'Checkout' },
    ],
  },
  {
    id: 'blog',
    label: 'Blog',
    links: [
      { to: '/blog-grid', label: 'Blog grid' },
      { to: '/blog-list', label: 'Blog list' },
      { to: '/blog-sidebar', label: 'Blog with sidebar' },
      { to: '/author', label: 'Author' },
      { to: '/categories', label: 'Categories' },
      { to: '/tags', label: 'Tags' },
      { to: '/search', label: 'Search page' },
      { to: '/single-post-standard', label: 'Single post: standard' },
      { to: '/single-post-video', label: 'Single post: video' },
      { to: '/single-post-gallery', label: 'Single post: gallery' },
    ],
  },
];

export const CONTACT_LINK: PageLink = { to: '/contactForm', label: 'Contact' };

export const NOT_FOUND_PATH = '/404';
