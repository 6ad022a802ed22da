import { TOP_ROWS } from '@app/contract';
import { Card } from '@app/web-kit/components/ui/card';
import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { CENTS, formatNumber, formatUsdt } from '@app/web-kit/lib/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CELL, DataTable, TableHead } from '../../../kit/components/data-table';
import { type TopReportData, useTopReport } from '../api/get-top-report';
import { CONSOLE_REPORTS_TEXTS } from '../texts';
import { WholeReport } from './report-frame';

type TopMember = TopReportData['income'][number] | TopReportData['teams'][number];

function MemberCells({ member, rank }: { member: TopMember; rank: number }) {
  return (
    <>
      <td className={`${CELL} text-slate-400`}>{formatNumber(rank)}</td>
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <Link to={`/admin/members/${member._id}`} className={TEXT_LINK}>
          {member.fullName}
        </Link>
      </th>
      <td className="px-3 py-2 text-left font-mono text-slate-300">{member.referId ?? '—'}</td>
    </>
  );
}

function TopList({
  title,
  note,
  empty,
  columns,
  children,
  count,
}: {
  title: string;
  note?: string;
  empty: string;
  columns: string[];
  children: ReactNode;
  count: number;
}) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  return (
    <Card className="min-w-0">
      <h3 className="text-base font-semibold text-slate-50">{title}</h3>
      {note && <p className="mt-1 text-sm text-slate-400">{note}</p>}
      <div className="mt-3">
        {count === 0 ? (
          <p className="text-sm text-slate-300">{empty}</p>
        ) : (
          <DataTable caption={title}>
            <TableHead
              columns={[
                { label: t('crep.top.place') },
                { label: t('crep.top.name'), isText: true },
                { label: t('crep.top.uid'), isText: true },
                ...columns.map((label) => ({ label })),
              ]}
            />
            <tbody className="divide-y divide-slate-800">{children}</tbody>
          </DataTable>
        )}
      </div>
    </Card>
  );
}

function TopBody({ report }: { report: TopReportData }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const count = formatNumber(TOP_ROWS);
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <TopList
        title={t('crep.top.earners', { count })}
        empty={t('crep.top.noEarners')}
        columns={[`${t('crep.top.income')} (USDT)`]}
        count={report.income.length}
      >
        {report.income.map((member, index) => (
          <tr key={member._id}>
            <MemberCells member={member} rank={index + 1} />
            <td className={CELL}>{formatUsdt(member.income, CENTS)}</td>
          </tr>
        ))}
      </TopList>
      <TopList
        title={t('crep.top.teams', { count })}
        note={t('crep.top.teamsNote')}
        empty={t('crep.top.noTeams')}
        columns={[`${t('crep.top.business')} (USDT)`, t('crep.members')]}
        count={report.teams.length}
      >
        {report.teams.map((member, index) => (
          <tr key={member._id}>
            <MemberCells member={member} rank={index + 1} />
            <td className={CELL}>{formatUsdt(member.business, CENTS)}</td>
            <td className={CELL}>{formatNumber(member.members)}</td>
          </tr>
        ))}
      </TopList>
    </div>
  );
}

/** The 20 members with the most income and the 20 largest teams by business, each opening the member's page. */
export function TopReport() {
  const query = useTopReport();
  return (
    <WholeReport report="top" query={query}>
      {(report) => <TopBody report={report} />}
    </WholeReport>
  );
}
