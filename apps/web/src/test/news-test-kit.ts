import { MSG, markdownTreeText, type PostSummary, type PostTopics, type PublicPost, routes } from '@app/contract';
import { treeOf } from '@app/web-kit/test/markdown-test-kit';
import { fail, ok, on, type RouteStub } from '@app/web-kit/test/stub-routes';

// Published news posts as the API answers them (docs/product.md#news), newest first, for the news pages' tests.
export const NEWS_POSTS: PublicPost[] = [
  {
    _id: 'aaaaaaaa-0000-4000-8000-000000000002',
    slug: 'the-risks-plainly',
    language: 'en',
    title: 'The risks, plainly',
    summary: 'Returns are not guaranteed and you can lose money.',
    tree: treeOf('## Returns are not guaranteed\n\nYou can lose **some or all** of the money you put in.'),
    category: 'Safety',
    tags: ['risk'],
    author: 'Platform Operator',
    publishedAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    _id: 'aaaaaaaa-0000-4000-8000-000000000001',
    slug: 'how-deposits-are-checked',
    language: 'en',
    title: 'How your deposit is checked',
    summary: 'From your BEP-20 transfer to your Electronic Wallet.',
    tree: treeOf('## The hash\n\nA hash is accepted once, ever.'),
    category: 'Guides',
    tags: ['deposits', 'BEP-20'],
    author: 'Platform Operator',
    publishedAt: '2026-11-17T09:00:00.000Z',
    updatedAt: '2026-11-17T09:00:00.000Z',
  },
];

export const NEWS_TOPICS: PostTopics = {
  categories: [
    { name: 'Guides', count: 1 },
    { name: 'Safety', count: 1 },
  ],
  tags: [
    { name: 'BEP-20', count: 1 },
    { name: 'deposits', count: 1 },
    { name: 'risk', count: 1 },
  ],
  authors: [{ name: 'Platform Operator', count: 2 }],
};

const summaryOf = ({ tree: _tree, ...post }: PublicPost): PostSummary => post;

export const newsPage = (posts: PublicPost[]) => ({
  docs: posts.map(summaryOf),
  totalDocs: posts.length,
  limit: 9,
  page: 1,
  totalPages: posts.length ? 1 : 0,
});

/** The news API over `posts`: the list narrowed by category, tag and search words, one post by its address. */
export function newsStubs(posts: PublicPost[] = NEWS_POSTS): RouteStub[] {
  return [
    on(routes.posts, (call) => {
      const { category, tag, search } = call.query;
      const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = posts.filter(
        (post) =>
          (!category || post.category === category) &&
          (!tag || post.tags.includes(tag)) &&
          words.every((word) =>
            `${post.title} ${post.summary} ${markdownTreeText(post.tree)}`.toLowerCase().includes(word),
          ),
      );
      return ok(MSG.loaded, newsPage(found));
    }),
    on(routes.post, (call) => {
      const post = posts.find((candidate) => candidate.slug === call.params.slug);
      return post ? ok(MSG.loaded, post) : fail(404, 'This post does not exist or is not published.', 'NOT_FOUND');
    }),
    on(routes.postTopics, ok(MSG.loaded, posts.length ? NEWS_TOPICS : { categories: [], tags: [], authors: [] })),
  ];
}
