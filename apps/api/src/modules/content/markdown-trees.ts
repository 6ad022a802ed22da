import { CONTENT_PAGES_MSG, type MarkdownTree, plainParagraphsTree } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { MARKDOWN_RENDER_LIMIT_MS, renderMarkdown } from '../../lib/markdown-tree';
import { pagesWithoutTree, setPageTree } from './content.repository';
import { postsWithoutTree, setPostTree } from './posts.repository';

// The trees of the operators' Markdown (docs/decisions/021-markdown-on-save.md): built when a page or a post is saved,
// in the worker and within its time limit, so no visitor's request parses Markdown; a text that cannot be rendered
// so is refused. Pages and posts saved before trees were stored get theirs once the server starts, or when a request
// meets one, in the same worker.

/** The text's tree, or a 400 saying the text is too complex to lay out (a 500 when no worker could start). */
export async function treeOrRefuse(markdown: string, limitMs: number): Promise<MarkdownTree> {
  const rendered = await renderMarkdown(markdown, { limitMs });
  if (rendered.refused === 'unavailable') throw new Error('markdown: the worker did not start');
  if (rendered.refused) throw new AppError('VALIDATION', CONTENT_PAGES_MSG.bodyTooComplex);
  return rendered.tree;
}

/**
 * A text saved before: its tree if it renders in time, else its paragraphs as written, kept so it is tried once;
 * undefined when no worker started (the text is tried again on a later pass).
 */
async function treeOrPlain(
  markdown: string,
  limitMs: number,
): Promise<{ tree: MarkdownTree; isPlain: boolean } | undefined> {
  const rendered = await renderMarkdown(markdown, { limitMs });
  if (rendered.refused === 'unavailable') return undefined;
  return rendered.refused
    ? { tree: plainParagraphsTree(markdown), isPlain: true }
    : { tree: rendered.tree, isPlain: false };
}

/**
 * One pass over the pages and posts without a tree: each is rendered and stored unless its text changed meanwhile
 * (its new save built its own tree).
 */
export async function renderMissingTrees(
  db: Queryable,
  options: { limitMs: number; log?: FastifyBaseLogger } = { limitMs: MARKDOWN_RENDER_LIMIT_MS },
) {
  const { limitMs, log } = options;
  let rendered = 0;
  let isUnavailable = false;
  const plain: string[] = [];
  const store = async (key: string, body: string, write: (tree: MarkdownTree) => Promise<unknown>) => {
    const result = isUnavailable ? undefined : await treeOrPlain(body, limitMs);
    if (!result) {
      isUnavailable = true;
      return;
    }
    await write(result.tree);
    if (result.isPlain) plain.push(key);
    else rendered += 1;
  };
  for (const page of await pagesWithoutTree(db)) {
    const key = page.language === 'en' ? page.path : `${page.path} (${page.language})`;
    await store(key, page.body, (tree) => setPageTree(db, { ...page, tree }));
  }
  for (const post of await postsWithoutTree(db)) {
    await store(`/news/${post.slug}`, post.body, (tree) => setPostTree(db, { ...post, tree }));
  }
  if (plain.length > 0) log?.warn({ texts: plain }, 'markdown: texts too complex to render, kept as plain paragraphs');
  if (rendered > 0) log?.info({ rendered }, 'markdown: trees rendered for texts saved before they were stored');
  if (isUnavailable) log?.error('markdown: the worker did not start; older texts show as plain paragraphs meanwhile');
  return { rendered, plain, isUnavailable };
}

/** After a pass that found no worker, reads do not start another for this long. */
const RETRY_AFTER_MS = 60_000;
let backfill: Promise<unknown> | undefined;
let unavailableAt = Number.NEGATIVE_INFINITY;

/** Starts the pass unless one is running; it runs beside requests, never in one. */
export function startTreeBackfill(ctx: AppContext, log: FastifyBaseLogger) {
  if (backfill || performance.now() - unavailableAt < RETRY_AFTER_MS) return;
  backfill = renderMissingTrees(ctx.db, { limitMs: ctx.config.MARKDOWN_RENDER_LIMIT_MS, log })
    .then((pass) => {
      if (pass.isUnavailable) unavailableAt = performance.now();
    })
    .finally(() => {
      backfill = undefined;
    });
  const running = backfill;
  runAfterResponse(() => running, { log, what: 'markdown: rendering the trees of older texts' });
}
