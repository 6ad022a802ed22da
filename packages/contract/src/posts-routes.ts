import { ROLES } from './operator-roles';
import {
  adminPostListQuery,
  adminPostListResponse,
  adminPostResponse,
  postBody,
  postDeleteResponse,
  postIdParams,
  postLanguageQuery,
  postListQuery,
  postListResponse,
  postSlugParams,
  postTopicsResponse,
  publicPostResponse,
} from './posts';
import { route } from './route-def';

// The platform's news (docs/product.md#news): the site reads published posts; operators write, publish, unpublish
// and delete drafts in the console, every change audited.
export const postsRoutes = {
  posts: route({
    method: 'GET',
    path: '/publicApi/posts',
    access: 'public',
    summary:
      'Published news posts in a language (its text there, else English), newest first, by category, tag, author or words of their text; 9 a page',
    query: postListQuery,
    response: postListResponse,
  }),
  post: route({
    method: 'GET',
    path: '/publicApi/posts/:slug',
    access: 'public',
    summary:
      'One published news post by its web address, in a language (its text there, else English); 404 for a draft or unknown one',
    params: postSlugParams,
    query: postLanguageQuery,
    response: publicPostResponse,
  }),
  postTopics: route({
    method: 'GET',
    path: '/publicApi/postTopics',
    access: 'public',
    summary: "The published posts' categories, tags and authors, with their number of posts",
    response: postTopicsResponse,
  }),
  adminPosts: route({
    method: 'GET',
    path: '/adminApi/posts',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Every news post, drafts included, newest change first; status=draft|published narrows it',
    query: adminPostListQuery,
    response: adminPostListResponse,
  }),
  adminPost: route({
    method: 'GET',
    path: '/adminApi/posts/:_id',
    access: 'admin',
    roles: ROLES.content,
    summary: 'One news post, draft or published, as the site will show it (the preview)',
    params: postIdParams,
    response: adminPostResponse,
  }),
  adminPostCreate: route({
    method: 'POST',
    path: '/adminApi/posts',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Writes a news post as a draft, its author the operator (audited)',
    body: postBody,
    response: adminPostResponse,
  }),
  adminPostUpdate: route({
    method: 'POST',
    path: '/adminApi/posts/:_id',
    access: 'admin',
    roles: ROLES.content,
    summary:
      "Replaces a post's title, summary and text in one language (en when absent), and its address, category and tags (audited)",
    params: postIdParams,
    body: postBody,
    response: adminPostResponse,
  }),
  adminPostPublish: route({
    method: 'POST',
    path: '/adminApi/posts/:_id/publish',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Publishes a draft: visitors see it (audited)',
    params: postIdParams,
    response: adminPostResponse,
  }),
  adminPostUnpublish: route({
    method: 'POST',
    path: '/adminApi/posts/:_id/unpublish',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Turns a published post back into a draft: visitors no longer see it (audited)',
    params: postIdParams,
    response: adminPostResponse,
  }),
  adminPostDelete: route({
    method: 'DELETE',
    path: '/adminApi/posts/:_id',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Deletes a draft; a published post must be unpublished first (audited)',
    params: postIdParams,
    response: postDeleteResponse,
  }),
} as const;
