import type { PostTopic } from '@app/contract';
import { postTopicsQuery } from '@app/web-kit/api/get-posts';
import { newsFilterPath } from '@app/web-kit/components/news/post-article';
import { NEWS_TEXTS } from '@app/web-kit/components/news/texts';
import { useTopicName } from '@app/web-kit/components/news/topic-names';
import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewsList } from './news-list';
import { SearchBox } from './search-box';

const FILTERS = ['category', 'tag', 'author', 'q'] as const;

function TopicLinks({
  heading,
  topics,
  linkOf,
}: {
  heading: string;
  topics: PostTopic[];
  linkOf: (name: string) => string;
}) {
  const { t } = useTexts(NEWS_TEXTS);
  const topicName = useTopicName();
  if (topics.length === 0) return null;
  return (
    <section className={`${PANEL} p-6`}>
      <h2 className="font-semibold text-slate-50">{heading}</h2>
      <ul className="mt-3 space-y-2">
        {topics.map((topic) => (
          <li key={topic.name} className="flex justify-between gap-3">
            <Link to={linkOf(topic.name)} className={`${TEXT_LINK} break-words`}>
              {topicName(topic.name)}
            </Link>
            <span className="text-sm text-slate-400 tabular-nums">{t('news.postCount', { count: topic.count })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewsSearch({ defaultValue }: { defaultValue: string }) {
  const { t } = useTexts(NEWS_TEXTS);
  const navigate = useNavigate();
  return (
    <SearchBox
      className="mb-6"
      label={t('news.searchLabel')}
      placeholder={t('news.searchLabel')}
      submitLabel={t('news.searchSubmit')}
      defaultValue={defaultValue}
      maxLength={100}
      onSearch={(typed) => {
        const words = typed.trim();
        navigate(words ? `/blog-sidebar?q=${encodeURIComponent(words)}` : '/blog-sidebar');
      }}
    />
  );
}

/** The news with a search and the published categories and tags beside it; the URL's query holds the filter. */
export function NewsTopics() {
  const { t } = useTexts(NEWS_TEXTS);
  const topicName = useTopicName();
  const [searchParams] = useSearchParams();
  const topics = useQuery(postTopicsQuery);
  const [category, tag, author, search] = FILTERS.map((name) => searchParams.get(name)?.trim() || undefined);
  const filter = { page: pageFrom(searchParams), category, tag, author, search };
  const described = [
    category && t('news.inCategory', { category: topicName(category) }),
    tag && t('news.withTag', { tag: topicName(tag) }),
    author && t('news.byAuthor', { author }),
    search && t('news.matching', { search }),
  ].filter(Boolean);
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(page));
    return `?${next}`;
  };
  return (
    <>
      <NewsSearch key={search ?? ''} defaultValue={search ?? ''} />
      {described.length > 0 && (
        <p className="mb-6 text-slate-300">
          {t('news.filtered', { filter: described.join(', ') })}{' '}
          <Link to="/blog-sidebar" className={TEXT_LINK}>
            {t('news.clear')}
          </Link>
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <NewsList
          filter={filter}
          layout="list"
          hrefFor={hrefFor}
          empty={described.length > 0 ? t('news.noneIn') : undefined}
        />
        <aside aria-label={t('news.categories')} className="space-y-5">
          <TopicLinks
            heading={t('news.categories')}
            topics={topics.data?.categories ?? []}
            linkOf={(name) => newsFilterPath({ category: name })}
          />
          <TopicLinks
            heading={t('news.tagsHeading')}
            topics={topics.data?.tags ?? []}
            linkOf={(name) => newsFilterPath({ tag: name })}
          />
        </aside>
      </div>
    </>
  );
}
