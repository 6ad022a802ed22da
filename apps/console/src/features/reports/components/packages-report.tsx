import { Badge } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { CENTS, formatNumber, formatUsdt, percent } from '@app/web-kit/lib/format';
import { CELL, DataTable, ROW_HEAD, TableHead } from '../../../kit/components/data-table';
import { type PackagesReportRow, usePackagesReport } from '../api/get-packages-report';
import { CONSOLE_REPORTS_TEXTS } from '../texts';
import { WholeReport } from './report-frame';

/** The figure columns' heads, after the package and its status. */
const FIGURE_HEADS = [
  'crep.pkg.sold',
  'crep.pkg.takenIn',
  'crep.fees',
  'crep.pkg.paidOut',
  'crep.pkg.owed',
  'crep.pkg.ratio',
] as const satisfies readonly (keyof typeof CONSOLE_REPORTS_TEXTS)[];

function PackagesTable({ rows }: { rows: PackagesReportRow[] }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  return (
    <DataTable caption={t('crep.pkg.caption')}>
      <TableHead
        columns={[
          { label: t('crep.pkg.package'), isText: true },
          { label: t('crep.pkg.status'), isText: true },
          ...FIGURE_HEADS.map((label) => ({ label: t(label) })),
        ]}
      />
      <tbody className="divide-y divide-slate-800">
        {rows.map((row) => (
          <tr key={row._id}>
            <th scope="row" className={`${ROW_HEAD} font-semibold text-slate-50`}>
              {row.title}
            </th>
            <td className="px-3 py-2">
              {row.status === 'active' ? (
                <Badge tone="green">{t('crep.pkg.active')}</Badge>
              ) : (
                <Badge tone="slate">{t('crep.pkg.inactive')}</Badge>
              )}
            </td>
            <td className={CELL}>{formatNumber(row.sold)}</td>
            <td className={CELL}>{formatUsdt(row.takenIn, CENTS)}</td>
            <td className={CELL}>{formatUsdt(row.fees, CENTS)}</td>
            <td className={CELL}>{formatUsdt(row.paidOut, CENTS)}</td>
            <td className={CELL}>{formatUsdt(row.owed, CENTS)}</td>
            <td className={CELL}>{row.payoutRatio === null ? '—' : percent(row.payoutRatio)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Each package: orders sold, capital taken in, fees, paid out, still owed and the payout ratio. */
export function PackagesReport() {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const query = usePackagesReport();
  return (
    <WholeReport
      report="packages"
      note={t('crep.pkg.note')}
      query={query}
      empty={{ title: t('crep.pkg.empty'), hint: t('crep.pkg.emptyHint'), when: ({ docs }) => docs.length === 0 }}
    >
      {({ docs }) => <PackagesTable rows={docs} />}
    </WholeReport>
  );
}
