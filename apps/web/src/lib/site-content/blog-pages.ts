import { POST_CATEGORIES, POST_TAGS, SAMPLE_AUTHOR, SAMPLE_POSTS, SAMPLE_POSTS_NOTE } from './sample-posts';
import type { SitePage } from './types';

const CATEGORY_TEXT: Record<(typeof POST_CATEGORIES)[number], string> = {
  Cloud: 'Migrations, platform engineering and keeping hosting bills under control.',
  Security: 'Practical defences, identity, and what to do when something goes wrong.',
  Data: 'Pipelines, dashboards and machine learning that people actually use.',
  Design: 'Research and interface design for business software.',
  Engineering: 'How we build, test, release and support software.',
};

export const BLOG_PAGES: readonly SitePage[] = [
  {
    path: '/blog-grid',
    kind: 'blog',
    layout: 'grid',
    title: 'Blog grid',
    heading: 'News and insights (sample posts)',
    intro: 'Articles, videos and photos from our engineers, designers and analysts.',
    sampleNote: SAMPLE_POSTS_NOTE,
    posts: SAMPLE_POSTS,
  },
  {
    path: '/blog-list',
    kind: 'blog',
    layout: 'list',
    title: 'Blog list',
    heading: 'Latest articles, newest first',
    intro: 'Every post in one list, so you can scan the headlines quickly.',
    sampleNote: SAMPLE_POSTS_NOTE,
    posts: SAMPLE_POSTS,
  },
  {
    path: '/blog-sidebar',
    kind: 'blog',
    layout: 'sidebar',
    title: 'Blog with sidebar',
    heading: 'The journal, with a sidebar',
    intro: 'Browse by category or tag from the sidebar, or read on for the newest posts.',
    sampleNote: SAMPLE_POSTS_NOTE,
    posts: SAMPLE_POSTS,
  },
  {
    path: '/author',
    kind: 'blog',
    layout: 'list',
    title: 'Author',
    heading: `Articles by ${SAMPLE_AUTHOR.name}`,
    intro: 'Security writing for teams without a security department.',
    sampleNote: SAMPLE_POSTS_NOTE,
    author: SAMPLE_AUTHOR,
    posts: SAMPLE_POSTS.filter((post) => post.author === SAMPLE_AUTHOR.name),
  },
  {
    path: '/categories',
    kind: 'cards',
    style: 'tiles',
    title: 'Categories',
    heading: 'Browse articles by category',
    intro: 'Five topics we write about most.',
    sampleNote: SAMPLE_POSTS_NOTE,
    items: POST_CATEGORIES.map((category) => ({
      title: category,
      text: CATEGORY_TEXT[category],
      meta: `${SAMPLE_POSTS.filter((post) => post.category === category).length} posts`,
      link: { to: `/search?q=${encodeURIComponent(category)}`, label: `Find ${category} pages` },
    })),
  },
  {
    path: '/tags',
    kind: 'cards',
    style: 'chips',
    title: 'Tags',
    heading: 'Topics and tags',
    intro: 'Pick a tag to search the site for it.',
    items: POST_TAGS.map((tag) => ({
      title: tag,
      text: `Search for ${tag}`,
      link: { to: `/search?q=${encodeURIComponent(tag)}`, label: `#${tag}` },
    })),
  },
  {
    path: '/search',
    kind: 'search',
    title: 'Search',
    heading: 'Search the site',
    intro: 'Find a page by any word in its title or text.',
  },
];
