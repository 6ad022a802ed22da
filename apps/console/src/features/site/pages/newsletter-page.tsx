import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { notifyApiError } from '@app/web-kit/lib/toast';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { QueueList } from '../../../kit/components/queue-list';
import { useDownloadNewsletterCsv } from '../api/download-newsletter-csv';
import { useNewsletter } from '../api/get-newsletter';
import { CONSOLE_SITE_TEXTS } from '../texts';

/** /admin/newsletter: the footer form's subscribers, newest first, and every one of them as a CSV file. */
export function NewsletterPage() {
  const { t, tx } = useTexts(CONSOLE_SITE_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const subscribers = useNewsletter(page);
  const download = useDownloadNewsletterCsv();
  const hrefFor = (target: number) => `?${new URLSearchParams({ page: String(target) })}`;

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('csite.nlTitle')}
        description={t('csite.nlDescription')}
        action={
          <Button
            variant="secondary"
            loading={download.isPending}
            onClick={() => download.mutate(undefined, { onError: notifyApiError })}
          >
            {t('csite.downloadCsv')}
          </Button>
        }
      />
      <QueueList
        what={t('csite.nlWhat')}
        query={subscribers}
        page={page}
        hrefFor={hrefFor}
        empty={{ title: t('csite.nlEmpty'), hint: t('csite.nlEmptyHint') }}
      >
        {(subscriber) => (
          <li
            key={subscriber._id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl border border-slate-800 bg-slate-900/80 px-4 py-3 sm:px-5"
          >
            <span className="min-w-0 break-all text-slate-50">{subscriber.email}</span>
            <span className="text-sm text-slate-400">
              {tx('csite.subscribed', {
                time: <DateTime value={subscriber.createdAt} />,
              })}
            </span>
          </li>
        )}
      </QueueList>
    </div>
  );
}
