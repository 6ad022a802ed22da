import { type MarkdownTree, POSTS_MSG, POSTS_PAGE_SIZE, type postBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { PostRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { operatorName } from './content.repository';
import { treeOrRefuse } from './markdown-trees';
import { toAdminPostOf, upsertPostText } from './post-texts.repository';
import { deletePost, findPost, insertPost, updatePost } from './posts.repository';

// Writing, publishing, unpublishing and deleting news posts (docs/product.md#news). Every change is one transaction
// with its audit row, which names the post by id and title, so the audit log tells who published what. A text's tree
// is built before its transaction, in the Markdown worker (docs/decisions/021-markdown-on-save.md). A post is written
// in English first; its Spanish and Hindi texts are saved beside it (docs/decisions/029-texts-per-language.md).

type PostInput = z.output<typeof postBody>;

const pageOf = <T>(docs: T[], total: number, page: number) => ({
  docs,
  totalDocs: total,
  limit: POSTS_PAGE_SIZE,
  page,
  totalPages: Math.ceil(total / POSTS_PAGE_SIZE),
});

export { pageOf as postPage };

function audit(tx: Queryable, actor: Actor, options: { action: string; post: PostRow; now: Date; more?: object }) {
  return writeAudit(tx, {
    actorId: actor.actorId,
    ip: actor.ip,
    action: options.action,
    targetType: 'post',
    targetId: options.post.id,
    details: { title: options.post.title, slug: options.post.slug, status: options.post.status, ...options.more },
    now: options.now,
  });
}

/** A slug another post holds is a 409 with a sentence, not the unique index's 500. */
async function refuseTakenSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'posts_slug_idx')) throw new AppError('CONFLICT', POSTS_MSG.slugTaken);
    throw error;
  }
}

async function lockedPost(tx: Queryable, id: string) {
  const post = await findPost(tx, id, { forUpdate: true });
  if (!post) throw new AppError('NOT_FOUND', POSTS_MSG.noPost);
  return post;
}

export async function createPost(ctx: AppContext, options: Actor & { input: PostInput }) {
  if (options.input.language !== 'en') throw new AppError('VALIDATION', POSTS_MSG.englishFirst);
  const { language: _language, ...input } = options.input;
  const tree = await treeOrRefuse(options.input.body, ctx.config.MARKDOWN_RENDER_LIMIT_MS);
  const now = ctx.clock();
  const authorName = (await operatorName(ctx.db, options.actorId)) ?? 'Operator';
  const post = await refuseTakenSlug(() =>
    ctx.db.transaction(async (tx) => {
      const created = await insertPost(tx, {
        ...input,
        tree,
        authorName,
        authorId: options.actorId,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
        textUpdatedAt: now,
      });
      await audit(tx, options, { action: 'post.create', post: created, now });
      return created;
    }),
  );
  return { message: POSTS_MSG.created, data: await toAdminPostOf(ctx.db, post) };
}

/**
 * The address, category and tags are the post's in every language; the title, summary and text go to the post's row
 * in English, where a change of words moves the time its translations are measured against, or beside it.
 */
async function savePostIn(
  tx: Queryable,
  options: Actor & { id: string; input: PostInput; before: PostRow; tree: MarkdownTree; now: Date },
) {
  const { input, before, tree, now } = options;
  const { language, title, summary, body, ...shared } = input;
  if (language !== 'en') {
    await upsertPostText(tx, {
      postId: options.id,
      language,
      title,
      summary,
      body,
      tree,
      updatedBy: options.actorId,
      updatedAt: now,
    });
    return updatePost(tx, options.id, { ...shared, updatedAt: now });
  }
  const isNewText = before.title !== title || before.summary !== summary || before.body !== body;
  return updatePost(tx, options.id, {
    ...shared,
    title,
    summary,
    body,
    tree,
    updatedAt: now,
    ...(isNewText && { textUpdatedAt: now }),
  });
}

export async function editPost(ctx: AppContext, options: Actor & { id: string; input: PostInput }) {
  const { language } = options.input;
  const tree = await treeOrRefuse(options.input.body, ctx.config.MARKDOWN_RENDER_LIMIT_MS);
  const now = ctx.clock();
  const post = await refuseTakenSlug(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockedPost(tx, options.id);
      if (before.status === 'published' && before.slug !== options.input.slug) {
        throw new AppError('CONFLICT', POSTS_MSG.slugLocked);
      }
      const saved = await savePostIn(tx, { ...options, before, tree, now });
      const more =
        language !== 'en' ? { language } : before.title === saved.title ? {} : { previousTitle: before.title };
      await audit(tx, options, { action: 'post.update', post: saved, now, more });
      return saved;
    }),
  );
  return { message: POSTS_MSG.saved, data: await toAdminPostOf(ctx.db, post) };
}

export async function setPostStatus(ctx: AppContext, options: Actor & { id: string; status: 'draft' | 'published' }) {
  const now = ctx.clock();
  const publishing = options.status === 'published';
  const post = await ctx.db.transaction(async (tx) => {
    const before = await lockedPost(tx, options.id);
    if (before.status === options.status) {
      throw new AppError('CONFLICT', publishing ? POSTS_MSG.alreadyPublished : POSTS_MSG.alreadyDraft);
    }
    const saved = await updatePost(tx, options.id, {
      status: options.status,
      publishedAt: before.publishedAt ?? (publishing ? now : null),
      updatedAt: now,
    });
    await audit(tx, options, { action: publishing ? 'post.publish' : 'post.unpublish', post: saved, now });
    return saved;
  });
  return {
    message: publishing ? POSTS_MSG.published : POSTS_MSG.unpublished,
    data: await toAdminPostOf(ctx.db, post),
  };
}

/** Only a draft goes: a published post is unpublished first, so deleting never takes a page from under a visitor. */
export async function removePost(ctx: AppContext, options: Actor & { id: string }) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const post = await lockedPost(tx, options.id);
    if (post.status === 'published') throw new AppError('CONFLICT', POSTS_MSG.deletePublished);
    await deletePost(tx, post.id);
    await audit(tx, options, { action: 'post.delete', post, now });
  });
  return { message: POSTS_MSG.deleted, data: { _id: options.id } };
}
