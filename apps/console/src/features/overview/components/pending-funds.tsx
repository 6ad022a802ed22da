import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { PendingChanges } from '../../../kit/components/pending-changes';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

/**
 * Company funds asked for and waiting for a second owner (docs/decisions/046-no-way-around-the-second-person.md): the
 * amount and where it came from, as the reviewer decides them.
 */
export function PendingFunds() {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  return (
    <PendingChanges
      subject="funds"
      title={t('cov.pendingFundsTitle')}
      note={t('cov.pendingFundsNote')}
      describe={(change) => {
        const patch = change.patch as { amountMicros?: string; reference?: string };
        return (
          <p className="text-sm font-medium text-slate-100">
            {t('cov.pendingFundsLine', {
              amount: usdt(Number(patch.amountMicros ?? 0) / 1_000_000),
              reference: patch.reference ?? '',
            })}
          </p>
        );
      }}
    />
  );
}
