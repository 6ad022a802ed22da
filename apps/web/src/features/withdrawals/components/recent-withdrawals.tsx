import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { useWithdrawalList } from '../api/get-withdrawal-list';
import { WITHDRAWAL_TEXTS } from '../texts';
import { WithdrawalRowItem } from './withdrawal-row-item';

/** The first page of the member's requests under the form, with the way to the full history. */
export function RecentWithdrawals() {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const query = useWithdrawalList({ page: 1 });
  const { data } = query;
  return (
    <section aria-labelledby="recent-withdrawals-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-withdrawals-title" className="text-lg font-semibold text-slate-50">
          {t('wd.historyLink')}
        </h2>
        <Link to="/withdrawl-list" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          {t('wd.viewAll')}
        </Link>
      </div>
      <QueryState query={query} loadingLabel={t('wd.loadingList')} what={t('wd.yourWithdrawals')} />
      {data && data.docs.length === 0 && <EmptyState title={t('wd.noneYet')} hint={t('wd.noneHintShort')} />}
      {data && data.docs.length > 0 && (
        <ul aria-label={t('wd.recent')} className="space-y-3">
          {data.docs.map((withdrawal) => (
            <WithdrawalRowItem key={withdrawal._id} withdrawal={withdrawal} />
          ))}
        </ul>
      )}
    </section>
  );
}
