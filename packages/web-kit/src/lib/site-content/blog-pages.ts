import type { SitePage } from './types';

// The news pages (docs/product.md#news): the operators' posts, read from the API, each page showing them its own way.
// The menu names each page by its title (site-map.ts).
export const BLOG_PAGES: readonly SitePage[] = [
  {
    path: '/blog-grid',
    kind: 'news',
    view: 'grid',
    title: 'News',
    heading: 'Platform news',
    intro:
      'Articles from the operators: how deposits, daily profit and withdrawals work, what changed, and what to watch out for.',
  },
  {
    path: '/blog-list',
    kind: 'news',
    view: 'list',
    title: 'All news, newest first',
    heading: 'Every news post, newest first',
    intro: 'One line per post, so you can scan the headlines and open the one you need.',
  },
  {
    path: '/blog-sidebar',
    kind: 'news',
    view: 'topics',
    title: 'Search the news',
    heading: 'Find a news post',
    intro: 'Search the posts by any word, or narrow them by category, tag or author.',
  },
  {
    path: '/author',
    kind: 'news',
    view: 'authors',
    title: 'News writers',
    heading: 'Who writes the news',
    intro: 'The operators who write the platform’s news, each with the posts they published.',
  },
  {
    path: '/categories',
    kind: 'news',
    view: 'categories',
    title: 'News categories',
    heading: 'News by category',
    intro: 'Every category of published posts, with how many posts it holds.',
  },
  {
    path: '/tags',
    kind: 'news',
    view: 'tags',
    title: 'News tags',
    heading: 'News by tag',
    intro: 'Every tag of published posts. Pick one to read the posts it marks.',
  },
  {
    path: '/search',
    kind: 'search',
    title: 'Search',
    heading: 'Search the site',
    intro: 'Find a page or a news post by any word in its title or text.',
  },
];
