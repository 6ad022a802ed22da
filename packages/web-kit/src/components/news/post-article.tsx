import type { MarkdownTree, PostSummary } from '@app/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../i18n/texts';
import { formatDate } from '../../lib/format';
import { TEXT_LINK } from '../ui/link-styles';
import { NEWS_TEXTS } from './texts';
import { useTopicName } from './topic-names';

// The text's renderer is a chunk of its own (docs/product.md#site): a news post loads it, a news list does not.
const MarkdownBody = lazy(() => import('../markdown-body').then((module) => ({ default: module.MarkdownBody })));

/** A published post's text: the tree the server built when it was saved (docs/decisions/021-markdown-on-save.md). */
export function PostText({ tree }: { tree: MarkdownTree }) {
  return <MarkdownBody tree={tree} />;
}

/** Where a post lives for good: its address, kept while it is published (docs/product.md#news). */
export const postPath = (slug: string) => `/news/${slug}`;

/** A news list narrowed by a category, a tag or an author: the news page with its sidebar. */
export const newsFilterPath = (filter: { category?: string; tag?: string; author?: string }) =>
  `/blog-sidebar?${new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])))}`;

/**
 * "Guides · 2026-11-20 · Platform Operator": a post's category, first publication (or last change) and author, the
 * author's name kept as written in every language.
 */
export function PostByline({ post }: { post: PostSummary }) {
  const topicName = useTopicName();
  const date = post.publishedAt ?? post.updatedAt;
  return (
    <p className="text-sm font-semibold tracking-wide text-teal-300">
      {`${topicName(post.category)} · ${formatDate(date)} · `}
      <span translate="no">{post.author}</span>
    </p>
  );
}

/**
 * One news post as the site shows it: byline, title, summary, its text and the tags. The console's preview renders
 * this same component, with the draft's text rendered in the operator's browser, so an operator sees the post exactly
 * as visitors will.
 */
export function PostArticle({
  post,
  text,
  isDraft = false,
  isInPage = false,
}: {
  post: PostSummary;
  /** The text: PostText on the site, the console's preview of the draft there; either may load its chunk. */
  text: ReactNode;
  isDraft?: boolean;
  /** Shown under a page's own h1 (the latest post of a topic): the post's title is then an h2. */
  isInPage?: boolean;
}) {
  const { t } = useTexts(NEWS_TEXTS);
  const topicName = useTopicName();
  const Title = isInPage ? 'h2' : 'h1';
  return (
    <article className="max-w-3xl pb-10">
      <header className={isInPage ? 'pb-8' : 'pt-10 pb-8 sm:pt-16'}>
        {isDraft && (
          <p
            role="note"
            className="mb-3 rounded-xl border border-amber-400/40 bg-amber-950/30 px-4 py-2 text-sm text-amber-100"
          >
            {t('news.draft')}
          </p>
        )}
        <PostByline post={post} />
        <Title className="mt-2 text-3xl font-bold tracking-tight text-balance break-words text-slate-50 sm:text-4xl">
          {post.title}
        </Title>
        <p className="mt-4 text-lg break-words text-slate-300">{post.summary}</p>
      </header>
      <div className="break-words">
        <Suspense
          fallback={
            <p className="min-h-40 text-slate-400" aria-busy="true">
              {t('news.loadingPost')}
            </p>
          }
        >
          {text}
        </Suspense>
      </div>
      {post.tags.length > 0 && (
        <div className="mt-10 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-400">{t('news.tags')}:</span>
          {post.tags.map((tag) => (
            <Link
              key={tag}
              to={newsFilterPath({ tag })}
              className={TEXT_LINK}
              aria-label={t('news.tagLink', { tag: topicName(tag) })}
            >
              #{topicName(tag)}
            </Link>
          ))}
        </div>
      )}
      <Link to="/blog-list" className={`${TEXT_LINK} mt-8 inline-block`}>
        {t('news.allNews')}
      </Link>
    </article>
  );
}
