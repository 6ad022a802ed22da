import { postQuery, postsQuery } from '@app/web-kit/api/get-posts';
import { PostArticle, PostText } from '@app/web-kit/components/news/post-article';
import { NEWS_TEXTS } from '@app/web-kit/components/news/texts';
import { useTopicName } from '@app/web-kit/components/news/topic-names';
import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { ApiError } from '@app/web-kit/lib/api-error';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useHydrated } from '@app/web-kit/lib/use-hydrated';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SITE_HOME_TEXTS } from '../home-texts';
import { RiskStatement } from './risk-statement';

/** A post read in full, by its address; `isInPage` under a page's own heading. */
export function NewsPost({ slug, isInPage = false }: { slug: string; isInPage?: boolean }) {
  const { t } = useTexts(NEWS_TEXTS);
  const home = useTexts(SITE_HOME_TEXTS);
  const isHydrated = useHydrated();
  const { data, error, refetch } = useQuery(postQuery(slug));
  // A draft or unknown address: saying so beats a retry that can only fail again.
  if (error instanceof ApiError && error.status === 404)
    return (
      <div className="py-10">
        <h1 className="text-3xl font-bold text-slate-50">{t('news.notFoundTitle')}</h1>
        <p className="mt-4 text-slate-300">{t('news.notFound')}</p>
        <Link to="/blog-list" className={`${TEXT_LINK} mt-4 inline-block`}>
          {t('news.allNews')}
        </Link>
      </div>
    );
  if (error) return <LoadError what={t('news.thePost')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data || !isHydrated) return <ListSkeleton label={t('news.loadingPost')} />;
  // A post speaks of packages and incomes: the site's risk statement goes with it (docs/product.md#site), in the
  // reader's language as on the home page.
  return (
    <>
      <PostArticle post={data} text={<PostText tree={data.tree} />} isInPage={isInPage} />
      <div className="mb-16 max-w-3xl">
        <RiskStatement text={home.t('site.home.risk')} />
      </div>
    </>
  );
}

/** The newest published post, of `category` when given: the post the page follows changes as operators publish. */
export function NewsLatest({ category }: { category?: string }) {
  const { t } = useTexts(NEWS_TEXTS);
  const topicName = useTopicName();
  const isHydrated = useHydrated();
  const { data, error, refetch } = useQuery(postsQuery({ page: 1, category }));
  if (error) return <LoadError what={t('news.theNews')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data || !isHydrated) return <ListSkeleton label={t('news.loadingPost')} />;
  const newest = data.docs[0];
  if (!newest)
    return (
      <div>
        <p className="text-slate-300">
          {category ? t('news.noneCategory', { category: topicName(category) }) : t('news.none')}
        </p>
        <Link to="/blog-list" className={`${TEXT_LINK} mt-4 inline-block`}>
          {t('news.allNews')}
        </Link>
      </div>
    );
  return <NewsPost slug={newest.slug} isInPage />;
}
