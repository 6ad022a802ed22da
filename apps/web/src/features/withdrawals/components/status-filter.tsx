import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import type { ListedStatus } from '../api/get-withdrawal-list';
import { WITHDRAWAL_TEXTS } from '../texts';

const FILTERS: { status?: ListedStatus; label: keyof typeof WITHDRAWAL_TEXTS }[] = [
  { label: 'wd.filterAll' },
  { status: 'pending', label: 'wd.filterPending' },
  { status: 'success', label: 'wd.filterSuccess' },
  { status: 'reject', label: 'wd.filterReject' },
];

/** Links, not buttons: a filtered history has its own address and survives a reload. */
export function StatusFilter({ current }: { current?: ListedStatus }) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  return (
    <nav aria-label={t('wd.filter')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {FILTERS.map((filter) => {
        const isCurrent = filter.status === current;
        return (
          <Link
            key={filter.label}
            to={filter.status ? `?status=${filter.status}` : '?'}
            aria-current={isCurrent ? 'page' : undefined}
            className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 ${
              isCurrent
                ? 'border-teal-400 bg-teal-400/15 text-teal-200'
                : 'border-slate-700 text-slate-300 hover:border-slate-500 hover:text-slate-50'
            }`}
          >
            {t(filter.label)}
          </Link>
        );
      })}
    </nav>
  );
}
