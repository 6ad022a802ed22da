import type { QueueOrder } from '@app/contract';
import { filterPillClasses } from '@app/web-kit/components/ui/filter-pill';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link, useSearchParams } from 'react-router';
import { CONSOLE_TEXTS } from '../texts';

export interface QueueFilterOption<F extends string> {
  value: F;
  label: string;
}

interface QueueFilterProps<F extends string> {
  options: readonly QueueFilterOption<F>[];
  current: F;
  /** The filter every queue opens on; its link drops `?status=`. */
  defaultValue: F;
  /** Each filter's address, where the queue keeps other filters of its own (the support queue's category). */
  hrefFor?: (value: F) => string;
}

/** Links, not buttons: a filtered queue has its own address and survives a reload (and a refresh of the page). */
export function QueueFilter<F extends string>({ options, current, defaultValue, hrefFor }: QueueFilterProps<F>) {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <nav aria-label={t('con.filter')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {options.map((option) => {
        const isCurrent = option.value === current;
        return (
          <Link
            key={option.value}
            to={hrefFor ? hrefFor(option.value) : option.value === defaultValue ? '?' : `?status=${option.value}`}
            aria-current={isCurrent ? 'page' : undefined}
            className={filterPillClasses(isCurrent)}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The filter a `?status=` asks for; anything else (absent, mistyped) is the default. */
export function filterFrom<F extends string>(
  searchParams: URLSearchParams,
  options: readonly QueueFilterOption<F>[],
  defaultValue: F,
): F {
  const asked = searchParams.get('status');
  return options.find((option) => option.value === asked)?.value ?? defaultValue;
}

/** `?order=` when it names an order; absent (the server's default for the filter) otherwise. */
export function orderFrom(searchParams: URLSearchParams): QueueOrder | undefined {
  const asked = searchParams.get('order');
  return asked === 'oldest' || asked === 'newest' ? asked : undefined;
}

/** Oldest or newest first; the default follows the filter: a pending queue oldest first, a history newest first. */
export function QueueOrderSelect({ isPending }: { isPending: boolean }) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const [searchParams, setSearchParams] = useSearchParams();
  const order = orderFrom(searchParams) ?? (isPending ? 'oldest' : 'newest');
  return (
    <SelectField
      label={t('con.order')}
      className="sm:w-48"
      value={order}
      onChange={(event) => {
        const next = new URLSearchParams(searchParams);
        next.set('order', event.target.value);
        next.delete('page');
        setSearchParams(next);
      }}
    >
      <option value="oldest">{t('con.oldest')}</option>
      <option value="newest">{t('con.newest')}</option>
    </SelectField>
  );
}
