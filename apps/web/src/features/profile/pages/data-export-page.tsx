import { Button } from '@app/web-kit/components/ui/button';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Card } from '@app/web-kit/components/ui/card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { useDownloadDataExport } from '../api/data-export';
import { DATA_EXPORT_TEXTS } from '../data-export-texts';

/**
 * /data-export/:token, the page the data-export mail links to (docs/product.md#your-data). Like every member page it
 * asks for the sign-in first and comes back here after it; then it downloads the file at once, with the member's
 * session and the link's token together, and again on the button. A refusal (another account's link, an expired one)
 * is said here, with the way to Settings, where a new one is asked for.
 */
export function DataExportPage() {
  const { token = '' } = useParams();
  const { t } = useTexts(DATA_EXPORT_TEXTS);
  const download = useDownloadDataExport();
  const { mutate } = download;
  // Once per visit: a second effect run (React's strict mode) must not save the file twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="space-y-6">
      <PageHeading title={t('dex.title')} />
      <Card>
        {download.isPending && (
          <p className="text-sm text-slate-200" aria-live="polite">
            {t('dex.downloading')}
          </p>
        )}
        {download.isSuccess && (
          <p className="text-sm text-slate-200" aria-live="polite">
            {t('dex.downloaded', { file: download.data })}
          </p>
        )}
        {download.error && (
          <p role="alert" className="text-sm text-red-300">
            {errorMessage(download.error)}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" loading={download.isPending} onClick={() => mutate(token)}>
            {t('dex.again')}
          </Button>
          <Link to="/settings" className={buttonClasses('ghost')}>
            {t('dex.toSettings')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
