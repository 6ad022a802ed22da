import { TICKET_CATEGORIES, type TicketCategory } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { filterFrom, orderFrom, QueueFilter, QueueOrderSelect } from '../../../kit/components/queue-filter';
import type { AssigneeFilter, TicketFilter, TicketQueue } from '../api/get-admin-tickets';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';
import { CATEGORY_LABELS } from './ticket-labels';

/** The queue opens on every ticket not closed. */
export const ACTIVE = 'active';
export const TICKET_FILTERS = [
  'active',
  'open',
  'answered',
  'waiting',
  'closed',
  'all',
] as const satisfies readonly TicketFilter[];
const ASSIGNEES = ['any', 'me', 'none'] as const satisfies readonly AssigneeFilter[];
const ASSIGNEE_LABELS = { any: 'csp.anyone', me: 'csp.me', none: 'csp.nobody' } as const;

const isCategory = (value: string | null): value is TicketCategory =>
  (TICKET_CATEGORIES as readonly (string | null)[]).includes(value);
const isAssignee = (value: string | null): value is AssigneeFilter =>
  (ASSIGNEES as readonly (string | null)[]).includes(value);

/**
 * The queue its address asks for: `?status=` (active when absent), `?category=`, `?assignee=`, `?order=`, `?q=` (a
 * search), `?member=` (one member's tickets), `?page=`.
 */
export function useTicketQueueAddress(): TicketQueue {
  const [searchParams] = useSearchParams();
  const options = TICKET_FILTERS.map((value) => ({ value, label: value }));
  const category = searchParams.get('category');
  const assignee = searchParams.get('assignee');
  return {
    filter: filterFrom(searchParams, options, ACTIVE),
    category: isCategory(category) ? category : undefined,
    assignee: isAssignee(assignee) ? assignee : 'any',
    order: orderFrom(searchParams),
    search: searchParams.get('q')?.trim() || undefined,
    member: searchParams.get('member') || undefined,
    page: pageFrom(searchParams),
  };
}

/** The address of the queue with `changes` applied; a default value drops its parameter, and the page starts over. */
export function queueHref(queue: TicketQueue, changes: Partial<TicketQueue>): string {
  const next = { ...queue, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.filter !== ACTIVE) params.set('status', next.filter);
  if (next.category) params.set('category', next.category);
  if (next.assignee !== 'any') params.set('assignee', next.assignee);
  if (next.order) params.set('order', next.order);
  if (next.search) params.set('q', next.search);
  if (next.member) params.set('member', next.member);
  if (next.page > 1) params.set('page', String(next.page));
  return `?${params}`;
}

/** The status pills, then the category, the assignee and the order: each keeps the others. */
export function TicketQueueFilters({ queue }: { queue: TicketQueue }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const [searchParams, setSearchParams] = useSearchParams();
  const options = TICKET_FILTERS.map((value) => ({ value, label: t(`csp.filter.${value}`) }));

  function choose(name: 'category' | 'assignee', value: string, shown: string) {
    const next = new URLSearchParams(searchParams);
    if (value === shown) next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setSearchParams(next);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const next = new URLSearchParams(searchParams);
    if (words) next.set('q', words);
    else next.delete('q');
    next.delete('page');
    setSearchParams(next);
  }

  return (
    <div className="space-y-3">
      {/* Keyed by the search, so the field shows what the list holds after back and forward. */}
      <form key={queue.search ?? ''} onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          name="q"
          type="search"
          label={t('csp.search')}
          hint={t('csp.searchHint')}
          defaultValue={queue.search ?? ''}
          maxLength={100}
          className="min-w-0 sm:w-96"
        />
        <Button type="submit" variant="secondary">
          {t('csp.searchButton')}
        </Button>
      </form>
      <QueueFilter<TicketFilter>
        options={options}
        current={queue.filter}
        defaultValue={ACTIVE}
        hrefFor={(filter) => queueHref(queue, { filter })}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SelectField
          label={t('csp.category')}
          className="min-w-0 sm:w-64"
          value={queue.category ?? ''}
          onChange={(event) => choose('category', event.target.value, '')}
        >
          <option value="">{t('csp.anyCategory')}</option>
          {TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(CATEGORY_LABELS[category])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('csp.assignee')}
          className="min-w-0 sm:w-48"
          value={queue.assignee}
          onChange={(event) => choose('assignee', event.target.value, 'any')}
        >
          {ASSIGNEES.map((assignee) => (
            <option key={assignee} value={assignee}>
              {t(ASSIGNEE_LABELS[assignee])}
            </option>
          ))}
        </SelectField>
        {/* The server's default is oldest waiting first, whatever the status. */}
        <div className="col-span-2">
          <QueueOrderSelect isPending />
        </div>
      </div>
    </div>
  );
}
