import { useTexts } from '@app/web-kit/i18n/texts';
import { CENTS, formatDay, formatUsdt } from '@app/web-kit/lib/format';
import { CELL, DataTable, ROW_HEAD, TableHead } from '../../../kit/components/data-table';
import { Disclosure } from '../../../kit/components/disclosure';
import { CONSOLE_REPORTS_TEXTS } from '../texts';

interface DaysTableProps<Key extends string> {
  caption: string;
  columns: readonly {
    key: Key;
    label: string /** A figure below zero in red: a shortfall. */;
    warnBelowZero?: boolean;
  }[];
  days: readonly ({ day: string } & Record<Key, number>)[];
  /** The sums under the days. */
  total?: Record<Key, number>;
}

/** A report's figures per platform day in USDT, folded under its chart. */
export function DaysTable<Key extends string>({ caption, columns, days, total }: DaysTableProps<Key>) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  return (
    <Disclosure summary={t('crep.figuresByDay')}>
      <DataTable caption={caption} tall>
        <TableHead columns={[{ label: t('crep.day'), isText: true }, ...columns]} />
        <tbody className="divide-y divide-slate-800">
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={ROW_HEAD}>
                {formatDay(day.day)}
              </th>
              {columns.map(({ key, warnBelowZero }) => (
                <td key={key} className={warnBelowZero ? `${CELL} ${day[key] < 0 ? 'text-rose-300' : ''}` : CELL}>
                  {formatUsdt(day[key], CENTS)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot className="border-t border-slate-700 font-semibold">
            <tr>
              <th scope="row" className={`${ROW_HEAD} font-semibold`}>
                {t('crep.total')}
              </th>
              {columns.map(({ key }) => (
                <td key={key} className={CELL}>
                  {formatUsdt(total[key], CENTS)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </DataTable>
    </Disclosure>
  );
}
