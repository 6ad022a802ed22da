import { REPORT_NAMES, type ReportName } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { CohortsReport } from '../components/cohorts-report';
import { FlowsReport } from '../components/flows-report';
import { ObligationsReport } from '../components/obligations-report';
import { PackagesReport } from '../components/packages-report';
import { ReportTabs } from '../components/report-tabs';
import { TopReport } from '../components/top-report';
import { CONSOLE_REPORTS_TEXTS } from '../texts';

const REPORTS = {
  obligations: ObligationsReport,
  packages: PackagesReport,
  cohorts: CohortsReport,
  flows: FlowsReport,
  top: TopReport,
} satisfies Record<ReportName, () => unknown>;

/** The report `?report=` names; the obligations for any other value (the overview's solvency links there). */
function reportIn(searchParams: URLSearchParams): ReportName {
  const asked = searchParams.get('report');
  return REPORT_NAMES.find((name) => name === asked) ?? 'obligations';
}

/**
 * /admin/reports: the owner's view of the plan (docs/product.md#reports), one report at a time, each at its own
 * address and with its CSV. Owners and finance have it.
 */
export function ReportsPage() {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const [searchParams] = useSearchParams();
  const report = reportIn(searchParams);
  const Report = REPORTS[report];
  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('crep.title')} description={t('crep.description')} />
      <ReportTabs current={report} />
      <Report />
    </div>
  );
}
