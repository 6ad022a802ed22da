import { PageTitle } from '@app/web-kit/components/page-title';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { PagedList } from '@app/web-kit/components/ui/paged-list';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTickets } from '../api/get-tickets';
import { NewTicketForm, type OpenFormState } from '../components/new-ticket-form';
import { TicketRowItem } from '../components/ticket-row-item';
import { recordFromQuery } from '../lib/record-link';
import { SUPPORT_TEXTS } from '../texts';

/** The form's Cancel brings focus back to the button that opens it. */
interface ClosedFormState {
  focusNewTicket?: boolean;
}

/**
 * The member's tickets, ten a page, and the new ticket's form: opened by "New ticket" (`?new`) or by a list's "Ask
 * about this" (`?record=kind:_id`), so it has an address and survives a reload.
 */
export function SupportPage() {
  const { t } = useTexts(SUPPORT_TEXTS);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const newTicketRef = useRef<HTMLAnchorElement>(null);
  const page = pageFrom(searchParams);
  const recordParam = searchParams.get('record');
  const isFormOpen = searchParams.has('new') || recordParam !== null;
  const query = useTickets(page);
  const { data, isPlaceholderData } = query;
  const opening: OpenFormState = { focusForm: true };

  const shouldFocusButton = Boolean((location.state as ClosedFormState | null)?.focusNewTicket) && !isFormOpen;
  useEffect(() => {
    if (shouldFocusButton) newTicketRef.current?.focus();
  }, [shouldFocusButton]);

  return (
    <div className="space-y-5">
      <PageTitle page={t('sup.title')} />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h1 className="text-xl font-bold text-slate-50 sm:text-2xl">{t('sup.title')}</h1>
        {!isFormOpen && (
          <Link
            ref={newTicketRef}
            to="?new"
            state={opening}
            className={buttonClasses('primary', 'min-h-10 px-4 text-sm whitespace-nowrap')}
          >
            {t('sup.newTicket')}
          </Link>
        )}
      </div>
      <p className="text-slate-300">{t('sup.intro')}</p>
      {/* A new linked record opens a fresh form, picked and with its topic. */}
      {isFormOpen && <NewTicketForm key={recordParam ?? 'new'} linked={recordFromQuery(recordParam)} />}
      <LabelledSection titleId="tickets-title" title={t('sup.yourTickets')} className="space-y-3">
        <QueryState query={query} loadingLabel={t('sup.loadingList')} what={t('sup.theTickets')} />
        {data && data.docs.length === 0 && (
          <EmptyState
            title={data.totalDocs > 0 ? t('sup.nothingOnPage') : t('sup.noneYet')}
            hint={data.totalDocs > 0 ? t('sup.earlierPages') : t('sup.noneHint')}
            action={
              data.totalDocs > 0
                ? { to: '?page=1', label: t('sup.goToPage1') }
                : isFormOpen
                  ? undefined
                  : { to: '?new', label: t('sup.newTicket'), state: opening }
            }
          />
        )}
        {data && data.docs.length > 0 && (
          <PagedList
            label={t('sup.yourTickets')}
            isLoadingPage={isPlaceholderData}
            page={page}
            totalPages={data.totalPages}
          >
            {data.docs.map((ticket) => (
              <TicketRowItem key={ticket._id} ticket={ticket} />
            ))}
          </PagedList>
        )}
      </LabelledSection>
    </div>
  );
}
