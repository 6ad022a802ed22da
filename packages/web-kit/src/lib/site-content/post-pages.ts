import type { NewsPage } from './types';

// One news post each (docs/product.md#news): the newest of all, of the guides and of the safety posts. A post's own
// address is /news/<slug>; these pages follow whichever post is newest.
export const POST_PAGES: readonly NewsPage[] = [
  {
    path: '/single-post-standard',
    kind: 'news',
    view: 'latest',
    title: 'Latest news post',
    heading: 'The latest news post',
    intro: 'The newest post the operators published, whatever its topic.',
  },
  {
    path: '/single-post-video',
    kind: 'news',
    view: 'latest',
    category: 'Guides',
    title: 'Latest guide',
    heading: 'The latest guide',
    intro: 'The newest post in Guides: how a part of the platform works, step by step.',
  },
  {
    path: '/single-post-gallery',
    kind: 'news',
    view: 'latest',
    category: 'Safety',
    title: 'Latest on safety',
    heading: 'The latest on safety',
    intro: 'The newest post in Safety: the checks that protect your money, and the risks that remain.',
  },
];
