// The platform's news (docs/product.md#news): the site's published posts in the visitor's language, and the console's
// drafts, texts per language, publishing and deleting, every change audited.
import { MSG, POSTS_MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireActor } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import { startTreeBackfill } from './markdown-trees';
import { postInLanguage, postTextsIn, toAdminPostOf, toAdminPosts } from './post-texts.repository';
import {
  findPost,
  findPublishedPost,
  listAllPosts,
  listPublishedPosts,
  postTopics,
  toPostSummary,
  toPublicPost,
} from './posts.repository';
import { createPost, editPost, postPage, removePost, setPostStatus } from './posts.service';

export function registerPostRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.posts, async ({ query }) => {
    const { page, language, ...filter } = query;
    const { rows, total } = await listPublishedPosts(ctx.db, filter, page, language);
    const texts = await postTextsIn(ctx.db, { postIds: rows.map((row) => row.id), language });
    const docs = rows.map((row) => toPostSummary(postInLanguage(row, texts)));
    return { message: MSG.loaded, data: postPage(docs, total, page) };
  });
  addRoute(app, routes.post, async ({ params, query }) => {
    const post = await findPublishedPost(ctx.db, params.slug);
    if (!post) throw new AppError('NOT_FOUND', POSTS_MSG.notFound);
    if (!post.tree) startTreeBackfill(ctx, app.log);
    const texts = await postTextsIn(ctx.db, { postIds: [post.id], language: query.language });
    return { message: MSG.loaded, data: toPublicPost(postInLanguage(post, texts)) };
  });
  addRoute(app, routes.postTopics, async () => ({ message: MSG.loaded, data: await postTopics(ctx.db) }));

  addRoute(app, routes.adminPosts, async ({ query }) => {
    const { rows, total } = await listAllPosts(ctx.db, query.status, query.page);
    return { message: MSG.loaded, data: postPage(await toAdminPosts(ctx.db, rows), total, query.page) };
  });
  addRoute(app, routes.adminPost, async ({ params }) => {
    const post = await findPost(ctx.db, params._id);
    if (!post) throw new AppError('NOT_FOUND', POSTS_MSG.noPost);
    return { message: MSG.loaded, data: await toAdminPostOf(ctx.db, post) };
  });
  addRoute(app, routes.adminPostCreate, ({ body, request }) =>
    createPost(ctx, { input: body, ...requireActor(request) }),
  );
  addRoute(app, routes.adminPostUpdate, ({ params, body, request }) =>
    editPost(ctx, { id: params._id, input: body, ...requireActor(request) }),
  );
  addRoute(app, routes.adminPostPublish, ({ params, request }) =>
    setPostStatus(ctx, { id: params._id, status: 'published', ...requireActor(request) }),
  );
  addRoute(app, routes.adminPostUnpublish, ({ params, request }) =>
    setPostStatus(ctx, { id: params._id, status: 'draft', ...requireActor(request) }),
  );
  addRoute(app, routes.adminPostDelete, ({ params, request }) =>
    removePost(ctx, { id: params._id, ...requireActor(request) }),
  );
}
