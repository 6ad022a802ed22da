// GET /publicApi/posts, /publicApi/posts/:slug and /publicApi/postTopics - the platform's published news
// (docs/product.md#news), for the news pages and the site search.
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { routes } from '../lib/api-routes';

/** What one news list asks for: the list's page and its filters (the URL's query on the news pages). */
export interface PostFilter {
  page?: number;
  category?: string;
  tag?: string;
  author?: string;
  search?: string;
}

export const postsKeys = {
  all: ['posts'] as const,
  list: (filter: PostFilter) => [...postsKeys.all, 'list', filter] as const,
  post: (slug: string) => [...postsKeys.all, 'post', slug] as const,
  topics: ['posts', 'topics'] as const,
};

export const postsQuery = (filter: PostFilter) =>
  queryOptions({
    queryKey: postsKeys.list(filter),
    queryFn: async () => (await callApi(routes.posts, { query: { ...filter } })).data,
  });

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: postsKeys.post(slug),
    queryFn: async () => (await callApi(routes.post, { params: { slug } })).data,
    // A draft or unknown address is a 404: asking again would only say so again.
    retry: false,
  });

export const postTopicsQuery = queryOptions({
  queryKey: postsKeys.topics,
  queryFn: async () => (await callApi(routes.postTopics)).data,
});
