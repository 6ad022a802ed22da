import type { ReportName } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { notifyApiError } from '@app/web-kit/lib/toast';
import { type ReactNode, useId } from 'react';
import { useDownloadReportCsv } from '../api/download-report-csv';
import type { FlowsRange } from '../api/get-flows-report';
import { CONSOLE_REPORTS_TEXTS } from '../texts';

interface ReportFrameProps {
  report: ReportName;
  title: string;
  /** What the report is, in a sentence under its title. */
  note?: ReactNode;
  /** The flows' range, so the CSV holds the days on screen. */
  range?: FlowsRange;
  children: ReactNode;
}

/** A report: its title, what it is, its CSV download (with the operator's token, as every console download) and body. */
export function ReportFrame({ report, title, note, range, children }: ReportFrameProps) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const titleId = useId();
  const download = useDownloadReportCsv();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-50">
            {title}
          </h2>
          {note && <p className="mt-1 text-sm text-slate-400">{note}</p>}
        </div>
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          loading={download.isPending}
          onClick={() => download.mutate({ report, range }, { onError: notifyApiError })}
        >
          {t('crep.downloadCsv')}
        </Button>
      </div>
      {children}
    </section>
  );
}

interface ReportQuery<Data> {
  data?: Data;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A report's loading and error states, then its body with the data. */
function ReportStates<Data>({
  what,
  query,
  children,
}: {
  /** "the packages report", in the shown language. */
  what: string;
  query: ReportQuery<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  if (query.isPending) return <ListSkeleton label={t('crep.loading')} />;
  if (query.data === undefined) {
    return query.isError ? <LoadError what={what} onRetry={() => void query.refetch()} /> : null;
  }
  return <>{children(query.data)}</>;
}

interface WholeReportProps<Data> {
  /** A report read whole: every one but the flows, which are read by range. */
  report: Exclude<ReportName, 'flows'>;
  /** Its heading, when not its tab's name. */
  title?: string;
  note?: ReactNode;
  query: ReportQuery<Data>;
  /** What the report says when it has no rows, and when that is. */
  empty?: { title: string; hint: string; when: (data: Data) => boolean };
  children: (data: Data) => ReactNode;
}

/** A report read whole: its frame, its loading and error states, what it says when empty, then its body. */
export function WholeReport<Data>({ report, title, note, query, empty, children }: WholeReportProps<Data>) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  return (
    <ReportFrame report={report} title={title ?? t(`crep.tab.${report}`)} note={note}>
      <ReportStates what={t(`crep.what.${report}`)} query={query}>
        {(data) => (empty?.when(data) ? <EmptyState title={empty.title} hint={empty.hint} /> : children(data))}
      </ReportStates>
    </ReportFrame>
  );
}
