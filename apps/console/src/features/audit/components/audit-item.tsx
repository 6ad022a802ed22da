import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import type { AuditEntry } from '../../../kit/api/get-audit-log';
import { CONSOLE_AUDIT_TEXTS } from '../texts';
import { AUDIT_ACTIONS, targetTypeLabel } from './audit-actions';
import { AuditDetails } from './audit-details';

/** A UUID's first block is enough to tell records apart on screen; the whole id is in the title. */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** The console page of a record an entry is about, where it has one. */
const RECORD_PAGES: Readonly<Record<string, { path: string; open: keyof typeof CONSOLE_AUDIT_TEXTS }>> = {
  member: { path: '/admin/members', open: 'cau.openMember' },
  ticket: { path: '/admin/support', open: 'cau.openTicket' },
};

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTexts(CONSOLE_AUDIT_TEXTS);
  const type = targetTypeLabel(entry.targetType);
  const page = RECORD_PAGES[entry.targetType];
  const id = <span className="font-mono">{shortId(entry.targetId)}</span>;
  return (
    <p className="text-sm text-slate-400">
      <span className="capitalize">{type}</span>{' '}
      {page ? (
        <Link
          to={`${page.path}/${entry.targetId}`}
          title={entry.targetId}
          className="text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          {id}
          <span className="sr-only"> {t(page.open)}</span>
        </Link>
      ) : (
        <span title={entry.targetId}>{id}</span>
      )}{' '}
      <Link
        to={`?record=${encodeURIComponent(entry.targetId)}`}
        className="text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
      >
        {t('cau.history')}
        <span className="sr-only"> {t('cau.historyOf', { type })}</span>
      </Link>
    </p>
  );
}

/** One audited decision: what, when, by whom, on what, and what it recorded. */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t, tx } = useTexts(CONSOLE_AUDIT_TEXTS);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="min-w-0">
          <span className="font-semibold text-slate-50">{AUDIT_ACTIONS[entry.action] ?? entry.action}</span>{' '}
          <span className="font-mono text-xs text-slate-500">{entry.action}</span>
        </p>
        <DateTime value={entry.createdAt} className="text-sm text-slate-400" />
      </div>
      <p className="mt-1 text-sm text-slate-300">
        {entry.operator
          ? tx('cau.by', {
              name: entry.operator.fullName,
              email: <span className="break-all text-slate-400">({entry.operator.email})</span>,
            })
          : t('cau.byUnknown')}
        {entry.ip && <span className="text-slate-400"> {t('cau.fromIp', { ip: entry.ip })}</span>}
      </p>
      <Target entry={entry} />
      {Object.keys(entry.details).length > 0 && (
        <div className="mt-3 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3">
          <AuditDetails details={entry.details} people={entry.people} />
        </div>
      )}
    </li>
  );
}
