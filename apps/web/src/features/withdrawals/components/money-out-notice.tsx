import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useWithdrawalLimits } from '../api/get-withdrawal-limits';
import { WITHDRAWAL_TEXTS } from '../texts';

/**
 * What stops money leaving the member right now, as the server answers it with the day's limits: their own freeze
 * (docs/product.md#freezing-your-account), or the hold after a change of the password or the second factor
 * (docs/decisions/046-no-way-around-the-second-person.md). Null when nothing does, or before the answer came.
 */
export function useMoneyOutStop(): { kind: 'frozen' } | { kind: 'hold'; until: string } | null {
  const limits = useWithdrawalLimits().data;
  if (limits?.frozen) return { kind: 'frozen' };
  if (limits?.securityHoldUntil) return { kind: 'hold', until: limits.securityHoldUntil };
  return null;
}

/**
 * The withdrawal, refund, capital and transfer pages say at the top what stops money leaving, so a member learns it
 * before filling anything in rather than from a toast after "Next"; the forms sit in a MoneyOutFieldset.
 */
export function MoneyOutNotice() {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const stop = useMoneyOutStop();
  if (!stop) return null;
  return (
    <p
      id={NOTICE_ID}
      role="status"
      className="rounded-xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
    >
      {stop.kind === 'frozen' ? (
        <>
          {t('wd.frozenStop')}
          <Link
            to="/settings"
            className="font-semibold text-amber-50 underline underline-offset-4 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-200"
          >
            {t('wd.frozenLink')}
          </Link>
        </>
      ) : (
        t('wd.holdStop', { until: formatDateTime(stop.until) })
      )}
    </p>
  );
}

const NOTICE_ID = 'money-out-stop';

/** The forms, disabled (every field and button of a disabled fieldset) while something stops money leaving. */
export function MoneyOutFieldset({ children }: { children: ReactNode }) {
  const stop = useMoneyOutStop();
  return (
    <fieldset
      disabled={stop !== null}
      aria-describedby={stop ? NOTICE_ID : undefined}
      className="m-0 min-w-0 space-y-6 border-0 p-0"
    >
      {children}
    </fieldset>
  );
}
