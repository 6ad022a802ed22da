import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminOperators } from '../../../kit/api/get-admin-operators';
import { useAuditLog } from '../../../kit/api/get-audit-log';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { QueueList } from '../../../kit/components/queue-list';
import { AUDIT_ACTIONS } from '../components/audit-actions';
import { AuditItem } from '../components/audit-item';
import { CONSOLE_AUDIT_TEXTS } from '../texts';

const FILTER_KEYS = ['action', 'operator', 'record', 'from', 'to'] as const;
type Filters = Record<(typeof FILTER_KEYS)[number], string>;

/** /admin/audit: every audited decision, newest first, by action, operator, record and platform day. */
export function AuditPage() {
  const { t } = useTexts(CONSOLE_AUDIT_TEXTS);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, searchParams.get(key) ?? ''])) as Filters;
  const page = pageFrom(searchParams);
  const audit = useAuditLog({ ...filters, page });
  // The ten newest operators: a platform has few; an older one picked from an entry's link still shows. Only an owner
  // may list them: every other role filters by the operators its entries name.
  const mayListOperators = useOperatorAccess().mayCall('adminOperators');
  const operatorOptions = useAdminOperators(1, { enabled: mayListOperators }).data?.docs ?? [];

  /** The filters as an address; a change of filter starts again at page 1. */
  const paramsOf = (next: Filters, target?: number) =>
    new URLSearchParams([
      ...FILTER_KEYS.flatMap((key) => (next[key] ? [[key, next[key]]] : [])),
      ...(target ? [['page', String(target)]] : []),
    ]);
  const change = (patch: Partial<Filters>) => setSearchParams(paramsOf({ ...filters, ...patch }));
  const hrefFor = (target: number) => `?${paramsOf(filters, target)}`;
  const isFiltered = FILTER_KEYS.some((key) => filters[key]);

  const applyRecordAndDays = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    change({ record: field('record'), from: field('from'), to: field('to') });
  };

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('cau.title')} description={t('cau.description')} />
      <div className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <SelectField
            label={t('cau.action')}
            className="sm:w-72"
            value={filters.action}
            onChange={(event) => change({ action: event.target.value })}
          >
            <option value="">{t('cau.allActions')}</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label} ({value})
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('cau.operator')}
            className="sm:w-80"
            value={filters.operator}
            onChange={(event) => change({ operator: event.target.value })}
          >
            <option value="">{t('cau.allOperators')}</option>
            {operatorOptions.map((operator) => (
              <option key={operator._id} value={operator._id}>
                {operator.isSelf
                  ? t('cau.me', { name: operator.fullName })
                  : `${operator.fullName} (${operator.email})`}
              </option>
            ))}
            {filters.operator && !operatorOptions.some((operator) => operator._id === filters.operator) && (
              <option value={filters.operator}>{t('cau.operatorId', { id: filters.operator.slice(0, 8) })}</option>
            )}
          </SelectField>
        </div>
        {/* Keyed by the applied values, so the fields show what the list is filtered by after back and forward. */}
        <form
          key={`${filters.record}|${filters.from}|${filters.to}`}
          onSubmit={applyRecordAndDays}
          className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        >
          <TextField
            name="record"
            label={t('cau.record')}
            defaultValue={filters.record}
            placeholder={t('cau.recordPlaceholder')}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField name="from" label={t('cau.from')} type="date" defaultValue={filters.from} />
          <TextField name="to" label={t('cau.to')} type="date" defaultValue={filters.to} />
          <button type="submit" className={buttonClasses('secondary')}>
            {t('cau.apply')}
          </button>
        </form>
      </div>
      <QueueList
        what={t('cau.what')}
        query={audit}
        page={page}
        hrefFor={hrefFor}
        empty={
          isFiltered
            ? { title: t('cau.emptyFiltered'), hint: t('cau.emptyFilteredHint') }
            : { title: t('cau.empty'), hint: t('cau.emptyHint') }
        }
      >
        {(entry) => <AuditItem key={entry._id} entry={entry} />}
      </QueueList>
    </div>
  );
}
