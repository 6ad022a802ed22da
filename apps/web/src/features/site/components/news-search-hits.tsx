import { postsQuery } from '@app/web-kit/api/get-posts';
import { postPath } from '@app/web-kit/components/news/post-article';
import { NEWS_TEXTS } from '@app/web-kit/components/news/texts';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

/** The search's longest text the news API takes (docs/product.md#news). */
const SEARCH_MAX = 100;

/** The news posts whose title, summary or text hold every word of the site search, from the API. */
export function NewsSearchHits({ query }: { query: string }) {
  const { t } = useTexts(NEWS_TEXTS);
  const search = query.trim().slice(0, SEARCH_MAX);
  const { data, isError } = useQuery({ ...postsQuery({ page: 1, search }), enabled: search.length > 0 });
  if (!search) return null;
  if (isError) return <p className="text-slate-400">{t('news.searchError')}</p>;
  if (!data)
    return (
      <p aria-busy="true" className="text-slate-400">
        {t('news.searchLoading')}
      </p>
    );
  if (data.docs.length === 0) return null;
  return (
    <LabelledSection titleId="news-results" title={t('news.searchHits')}>
      <ul className="mt-4 space-y-3">
        {data.docs.map((post) => (
          <li key={post._id} className={`${PANEL} p-5`}>
            <Link to={postPath(post.slug)} className={`${TEXT_LINK} text-lg`}>
              {post.title}
            </Link>
            <p className="mt-2 text-slate-300">{post.summary}</p>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
