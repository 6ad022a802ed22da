import { postTopicsQuery } from '@app/web-kit/api/get-posts';
import { newsFilterPath } from '@app/web-kit/components/news/post-article';
import { NEWS_TEXTS } from '@app/web-kit/components/news/texts';
import { useTopicName } from '@app/web-kit/components/news/topic-names';
import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useHydrated } from '@app/web-kit/lib/use-hydrated';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

/** The published posts' authors, categories or tags (docs/product.md#news), each linking to its posts. */
export function NewsIndex({ of }: { of: 'authors' | 'categories' | 'tags' }) {
  const { t } = useTexts(NEWS_TEXTS);
  const topicName = useTopicName();
  const isHydrated = useHydrated();
  const { data, error, refetch } = useQuery(postTopicsQuery);
  if (error)
    return <LoadError what={t('news.theTopics')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data || !isHydrated) return <ListSkeleton label={t('news.loadingPosts')} />;
  const topics = data[of];
  if (topics.length === 0) return <p className="text-slate-300">{t('news.none')}</p>;
  const linkOf = (name: string) =>
    newsFilterPath(of === 'authors' ? { author: name } : of === 'categories' ? { category: name } : { tag: name });
  // An author is a name, as written; a category or tag is named in the reader's language where the site knows it.
  const nameOf = (name: string) => (of === 'authors' ? name : topicName(name));
  const labelOf = (name: string) =>
    of === 'authors'
      ? t('news.authorPosts', { author: name })
      : of === 'categories'
        ? t('news.categoryPosts', { category: nameOf(name) })
        : t('news.tagLink', { tag: nameOf(name) });
  return (
    <ul className={of === 'tags' ? 'flex flex-wrap gap-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'}>
      {topics.map((topic) => (
        <li key={topic.name} className={of === 'tags' ? '' : `${PANEL} p-6`}>
          {of === 'tags' ? (
            <Link
              to={linkOf(topic.name)}
              aria-label={labelOf(topic.name)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-700 px-4 text-slate-200 hover:border-teal-400 focus-visible:ring-2 focus-visible:ring-teal-300 focus-visible:outline-none"
            >
              #{nameOf(topic.name)}
              <span className="text-sm text-slate-400 tabular-nums">{t('news.postCount', { count: topic.count })}</span>
            </Link>
          ) : (
            <>
              <h2 className="text-lg font-semibold break-words text-slate-50">{nameOf(topic.name)}</h2>
              <p className="mt-1 text-sm text-slate-400">{t('news.postCount', { count: topic.count })}</p>
              <Link to={linkOf(topic.name)} className={`${TEXT_LINK} mt-4 inline-block`}>
                {labelOf(topic.name)}
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
