import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { useAuditLog } from '../api/get-audit-log';
import { useOperatorProfile } from '../api/get-operator-profile';
import { AdminPageHeader } from '../components/admin-page-header';
import { AUDIT_ACTIONS } from '../components/audit-actions';
import { AuditItem } from '../components/audit-item';
import { QueueList } from '../components/queue-list';

/** /admin/audit: every audited decision, newest first, by action and by operator. */
export function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const action = searchParams.get('action') ?? '';
  const operator = searchParams.get('operator') ?? '';
  const page = pageFrom(searchParams);
  const audit = useAuditLog({ action, operator, page });
  const { data: me } = useOperatorProfile();

  /** The filters as an address; a change of filter starts again at page 1. */
  const paramsOf = (filters: { action: string; operator: string; page?: number }) =>
    new URLSearchParams({
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.operator ? { operator: filters.operator } : {}),
      ...(filters.page ? { page: String(filters.page) } : {}),
    });
  const hrefFor = (target: number) => `?${paramsOf({ action, operator, page: target })}`;
  const isFiltered = Boolean(action || operator);

  return (
    <div className="space-y-5">
      <AdminPageHeader title="Audit log" description="Every operator decision, newest first, with what it recorded." />
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:flex-row sm:items-end sm:p-5">
        <SelectField
          label="Action"
          className="sm:w-72"
          value={action}
          onChange={(event) => setSearchParams(paramsOf({ action: event.target.value, operator }))}
        >
          <option value="">All actions</option>
          {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label} ({value})
            </option>
          ))}
        </SelectField>
        <label className="flex min-h-12 items-center gap-3 text-sm font-medium text-slate-200">
          <input
            type="checkbox"
            disabled={!me}
            checked={Boolean(me && operator === me._id)}
            onChange={(event) =>
              setSearchParams(paramsOf({ action, operator: event.target.checked && me ? me._id : '' }))
            }
            className="size-5 rounded accent-teal-400 focus-visible:ring-2 focus-visible:ring-teal-300 focus-visible:outline-none"
          />
          Only my actions
        </label>
      </div>
      <QueueList
        what="audit entries"
        query={audit}
        page={page}
        hrefFor={hrefFor}
        empty={
          isFiltered
            ? { title: 'No entries match these filters', hint: 'Choose another action, or show every operator.' }
            : {
                title: 'Nothing audited yet',
                hint: 'Approvals, payouts, blocks, adjustments and setting changes appear here.',
              }
        }
      >
        {(entry) => <AuditItem key={entry._id} entry={entry} />}
      </QueueList>
    </div>
  );
}
