// GET /publicApi/posts, /publicApi/posts/:slug and /publicApi/postTopics - the platform's published news
// (docs/product.md#news), for the news pages and the site search. Each post comes in the visitor's language when it
// has a text there, else in English (docs/decisions/029-texts-per-language.md), so the language is part of the key.
import type { Locale } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { currentLocale } from '../i18n/current';
import { apiQuery } from '../lib/api-query';
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
  list: (filter: PostFilter, language: Locale) => [...postsKeys.all, 'list', language, filter] as const,
  post: (slug: string, language: Locale) => [...postsKeys.all, 'post', language, slug] as const,
  topics: ['posts', 'topics'] as const,
};

export const postsQuery = (filter: PostFilter, language = currentLocale()) =>
  apiQuery(postsKeys.list(filter, language), routes.posts, { query: { ...filter, language } });

export const postQuery = (slug: string, language = currentLocale()) =>
  queryOptions({
    ...apiQuery(postsKeys.post(slug, language), routes.post, { params: { slug }, query: { language } }),
    // A draft or unknown address is a 404: asking again would only say so again.
    retry: false,
    // The post's place on the page says "Post not found", or the failure with "Try again" (NewsPost).
    meta: { isErrorShownOnPage: true },
  });

export const postTopicsQuery = apiQuery(postsKeys.topics, routes.postTopics);
