import type { AdminPost } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { languageList } from '../../../kit/components/text-languages';
import { CONSOLE_NEWS_TEXTS } from '../texts';

/**
 * One post of the console's list: status, title, summary, who wrote it and when it last changed, and the languages
 * behind its English text.
 */
export function PostItem({ post }: { post: AdminPost }) {
  const { t } = useTexts(CONSOLE_NEWS_TEXTS);
  const isPublished = post.status === 'published';
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={isPublished ? 'green' : 'amber'}>{t(isPublished ? 'cnews.published' : 'cnews.draft')}</Badge>
        <span className="text-sm text-slate-400">{post.category}</span>
      </div>
      <h2 className="mt-2 text-lg font-semibold break-words text-slate-50">{post.title}</h2>
      <p className="mt-1 break-words text-sm text-slate-300">{post.summary}</p>
      <p className="mt-2 text-sm text-slate-400">
        {t('cnews.byline', { author: post.author, date: formatDateTime(post.updatedAt) })}
        {post.publishedAt && <> · {t('cnews.publishedOn', { date: formatDateTime(post.publishedAt) })}</>}
      </p>
      {post.behind.length > 0 && (
        <p className="mt-1 text-sm text-amber-200">
          {t('cnews.behindShort', { languages: languageList(post.behind) })}
        </p>
      )}
      <Link
        to={`/admin/news?id=${post._id}`}
        className="mt-3 inline-flex min-h-11 items-center rounded font-semibold text-teal-300 hover:text-teal-200 focus-visible:ring-2 focus-visible:ring-teal-300 focus-visible:outline-none"
      >
        {t('cnews.edit')}
        <span className="sr-only">: {post.title}</span>
      </Link>
    </li>
  );
}
