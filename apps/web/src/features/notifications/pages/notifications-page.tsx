import { PageTitle } from '@app/web-kit/components/page-title';
import { Button } from '@app/web-kit/components/ui/button';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { PagedList } from '@app/web-kit/components/ui/paged-list';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { useSearchParams } from 'react-router';
import { useMarkRead, useNotifications } from '../api/notifications';
import { NotificationRow } from '../components/notification-row';
import { NOTIFICATION_TEXTS } from '../texts';

/** The notification centre (docs/product.md#notifications): newest first, ten a page. */
export function NotificationsPage() {
  const { t } = useTexts(NOTIFICATION_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const query = useNotifications(page);
  const { data, isPlaceholderData } = query;
  const markRead = useMarkRead();

  return (
    <div className="space-y-6">
      <PageTitle page={t('ntf.title')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-slate-50 sm:text-2xl">{t('ntf.title')}</h1>
        {data && data.totalDocs > 0 && (
          <Button
            variant="secondary"
            className="min-h-10 px-4 text-sm"
            disabled={data.unread === 0}
            loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('ntf.markAll')}
          </Button>
        )}
      </div>
      {data && data.totalDocs > 0 && (
        <p className="text-sm text-slate-400" aria-live="polite">
          {data.unread === 0 ? t('ntf.allRead') : t('ntf.unread', { count: formatNumber(data.unread) })}
        </p>
      )}
      <QueryState query={query} loadingLabel={t('ntf.loading')} what={t('ntf.yours')} />
      {data && data.docs.length === 0 && (
        <EmptyState
          title={data.totalDocs > 0 ? t('ntf.nothingOnPage') : t('ntf.noneYet')}
          hint={data.totalDocs > 0 ? t('ntf.pastLast') : t('ntf.noneHint')}
          action={data.totalDocs > 0 ? { to: '/notifications', label: t('ntf.firstPage') } : undefined}
        />
      )}
      {data && data.docs.length > 0 && (
        <PagedList label={t('ntf.title')} isLoadingPage={isPlaceholderData} page={page} totalPages={data.totalPages}>
          {data.docs.map((item) => (
            <li key={item._id}>
              <NotificationRow item={item} onOpen={(_id) => markRead.mutate({ _id })} />
            </li>
          ))}
        </PagedList>
      )}
    </div>
  );
}
