import type { PostSummary } from '@app/contract';
import { type PostFilter, postsQuery } from '@app/web-kit/api/get-posts';
import { PostByline, postPath } from '@app/web-kit/components/news/post-article';
import { NEWS_TEXTS } from '@app/web-kit/components/news/texts';
import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { Pager } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useHydrated } from '@app/web-kit/lib/use-hydrated';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

function PostCard({ post, isRow }: { post: PostSummary; isRow: boolean }) {
  const { t } = useTexts(NEWS_TEXTS);
  return (
    <li className={`${PANEL} flex flex-col p-6 ${isRow ? '' : 'h-full'}`}>
      <PostByline post={post} />
      <h2 className="mt-2 text-lg font-semibold break-words text-slate-50">{post.title}</h2>
      <p className="mt-2 flex-1 break-words text-slate-300">{post.summary}</p>
      <Link to={postPath(post.slug)} className={`${TEXT_LINK} mt-4 self-start`}>
        {t('news.read')}
        <span className="sr-only">: {post.title}</span>
      </Link>
    </li>
  );
}

interface NewsListProps {
  filter: PostFilter;
  layout: 'grid' | 'list';
  /** Where another page of the same list lives. */
  hrefFor: (page: number) => string;
  /** The sentence when nothing matches; the honest "nothing published yet" by default. */
  empty?: string;
}

/** Published posts, newest first, as the API lists them (docs/product.md#news), with their loading and empty states. */
export function NewsList({ filter, layout, hrefFor, empty }: NewsListProps) {
  const { t } = useTexts(NEWS_TEXTS);
  const isHydrated = useHydrated();
  const { data, error, refetch } = useQuery(postsQuery(filter));
  if (error) return <LoadError what={t('news.theNews')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data || !isHydrated) return <ListSkeleton label={t('news.loadingPosts')} />;
  if (data.docs.length === 0) return <p className="text-slate-300">{empty ?? t('news.none')}</p>;
  const isGrid = layout === 'grid';
  return (
    <div className="space-y-6">
      <ul
        aria-label={t('news.searchHits')}
        className={isGrid ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-4'}
      >
        {data.docs.map((post) => (
          <PostCard key={post._id} post={post} isRow={!isGrid} />
        ))}
      </ul>
      {data.totalPages > 1 && <Pager page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />}
    </div>
  );
}
