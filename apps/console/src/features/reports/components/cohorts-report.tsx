import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { CELL, DataTable, ROW_HEAD, TableHead } from '../../../kit/components/data-table';
import { type CohortsReportRow, useCohortsReport } from '../api/get-cohorts-report';
import { CONSOLE_REPORTS_TEXTS } from '../texts';
import { formatMonth, shareOf } from './report-format';
import { WholeReport } from './report-frame';

type CountKey = Exclude<keyof CohortsReportRow, 'month' | 'members'>;

const COUNTS = [
  { key: 'invested', label: 'crep.coh.invested' },
  { key: 'reinvested1', label: 'crep.coh.reinvested1' },
  { key: 'reinvested3', label: 'crep.coh.reinvested3' },
  { key: 'reinvested6', label: 'crep.coh.reinvested6' },
  { key: 'deposited', label: 'crep.coh.deposited' },
  { key: 'withdrew', label: 'crep.coh.withdrew' },
] as const satisfies readonly { key: CountKey; label: keyof typeof CONSOLE_REPORTS_TEXTS }[];

function CohortsTable({ rows }: { rows: CohortsReportRow[] }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  return (
    <DataTable caption={t('crep.coh.caption')}>
      <TableHead
        columns={[
          { label: t('crep.coh.month'), isText: true },
          { label: t('crep.members') },
          ...COUNTS.map(({ label }) => ({ label: t(label), extraClass: 'whitespace-normal' })),
        ]}
      />
      <tbody className="divide-y divide-slate-800">
        {rows.map((row) => (
          <tr key={row.month}>
            <th scope="row" className={ROW_HEAD}>
              <time dateTime={row.month}>{formatMonth(row.month)}</time>
            </th>
            <td className={`${CELL} font-semibold`}>{formatNumber(row.members)}</td>
            {COUNTS.map(({ key }) => (
              <td key={key} className={CELL}>
                {t('crep.coh.share', { count: formatNumber(row[key]), percent: shareOf(row[key], row.members) })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Members by the month they joined: invested, bought again after 1, 3 and 6 months, deposited and withdrew. */
export function CohortsReport() {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const query = useCohortsReport();
  return (
    <WholeReport
      report="cohorts"
      note={t('crep.coh.note')}
      query={query}
      empty={{ title: t('crep.coh.empty'), hint: t('crep.coh.emptyHint'), when: ({ docs }) => docs.length === 0 }}
    >
      {({ docs }) => <CohortsTable rows={docs} />}
    </WholeReport>
  );
}
