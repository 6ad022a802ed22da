import type { ReportName } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { CONSOLE_REPORTS_TEXTS } from '../texts';

const TAB =
  '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap focus-visible:rounded-t-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

const LABELS = {
  obligations: 'crep.tab.obligations',
  packages: 'crep.tab.packages',
  cohorts: 'crep.tab.cohorts',
  flows: 'crep.tab.flows',
  top: 'crep.tab.top',
} as const satisfies Record<ReportName, keyof typeof CONSOLE_REPORTS_TEXTS>;

/** A report's own address: the obligations at the page's, the others by `?report=`. */
export function reportHref(report: ReportName): string {
  return report === 'obligations' ? '/admin/reports' : `/admin/reports?report=${report}`;
}

/** The five reports as links: each has its own address, the current one marked for screen readers. */
export function ReportTabs({ current }: { current: ReportName }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  return (
    // Wrapped, not scrolled: on a phone the five do not fit one line, and a tab scrolled out of sight is not found.
    <nav aria-label={t('crep.sections')} className="-mx-1 flex flex-wrap gap-x-1 border-b border-slate-800 px-1">
      {(Object.keys(LABELS) as ReportName[]).map((report) => {
        const isCurrent = report === current;
        return (
          <Link
            key={report}
            to={reportHref(report)}
            aria-current={isCurrent ? 'page' : undefined}
            className={`${TAB} ${isCurrent ? 'border-teal-400 text-teal-200' : 'border-transparent text-slate-400 hover:text-slate-100'}`}
          >
            {t(LABELS[report])}
          </Link>
        );
      })}
    </nav>
  );
}
