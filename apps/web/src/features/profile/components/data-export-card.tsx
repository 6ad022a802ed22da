import type { DataExportRow } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useDataExport, useRequestDataExport } from '../api/data-export';
import { DATA_EXPORT_TEXTS } from '../data-export-texts';

type Translate = ReturnType<typeof useTexts<typeof DATA_EXPORT_TEXTS>>['t'];

/** Where the latest export stands, in words; nothing before the first. */
function stateLine(row: DataExportRow | null | undefined, t: Translate): string | null {
  if (!row) return null;
  if (row.status === 'pending') return t('dex.pending');
  if (row.status === 'ready' && row.expiresAt) return t('dex.ready', { until: formatDateTime(row.expiresAt) });
  if (row.status === 'failed') return t('dex.failed');
  return t('dex.expired');
}

/** /settings: "Your data", a copy of everything kept about the member, mailed as a link (docs/product.md#your-data). */
export function DataExportCard() {
  const latest = useDataExport();
  const request = useRequestDataExport();
  const { t } = useTexts(DATA_EXPORT_TEXTS);
  const pending = latest.data?.status === 'pending';
  const line = latest.isPending ? t('dex.loading') : stateLine(latest.data, t);
  const failure = request.error ?? latest.error;
  return (
    <TitledCard titleId="data-export-title" title={t('dex.title')}>
      <p className="mt-1 text-sm text-slate-400">{t('dex.description')}</p>
      {line && (
        <p className="mt-3 text-sm text-slate-200" aria-live="polite">
          {line}
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {errorMessage(failure)}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={pending}
        loading={request.isPending}
        onClick={() => request.mutate()}
      >
        {t('dex.download')}
      </Button>
    </TitledCard>
  );
}
