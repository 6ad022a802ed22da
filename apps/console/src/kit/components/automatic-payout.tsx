import { MSG, type PayoutState, type PayoutSummary } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { CONSOLE_TEXTS } from '../texts';
import { HashWithCopy } from './hash-with-copy';

const STATES = {
  queued: ['con.payout.queued', 'slate'],
  signed: ['con.payout.signed', 'blue'],
  broadcast: ['con.payout.broadcast', 'blue'],
  confirmed: ['con.payout.confirmed', 'green'],
  failed: ['con.payout.failedState', 'red'],
} as const satisfies Record<PayoutState, readonly [keyof typeof CONSOLE_TEXTS, BadgeTone]>;

/**
 * Whether the engine has the withdrawal in hand: its USDT may be on its way, so neither Pay nor Reject may touch it
 * (the server answers 409) until its payout confirms or fails (docs/decisions/025-automatic-payouts.md).
 */
export function payoutInFlight(payout: PayoutSummary | null): boolean {
  return payout !== null && payout.state !== 'confirmed' && payout.state !== 'failed';
}

/**
 * The automatic payout of a withdrawal: its state, every transaction signed for it (the mined one marked), why it
 * failed. The withdrawal queue and a support ticket about a withdrawal show it alike.
 */
export function AutomaticPayout({ payout }: { payout: PayoutSummary }) {
  const { t, tx } = useTexts(CONSOLE_TEXTS);
  const [stateKey, tone] = STATES[payout.state];
  return (
    <div className="mt-3 rounded-xl border border-slate-800 bg-slate-950/60 px-3 py-2 text-sm text-slate-400">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-slate-100">{t('con.payout.title')}</span>
        <Badge tone={tone}>{t(stateKey)}</Badge>
        {payout.nonce !== null && (
          <span className="tabular-nums">{t('con.payout.nonce', { nonce: formatNumber(payout.nonce) })}</span>
        )}
        <span>
          {tx('con.payout.queuedAt', {
            when: <DateTime value={payout.queuedAt} />,
          })}
        </span>
      </p>
      {payout.transactionHashes.length > 0 && (
        <ul aria-label={t('con.payout.transactions')} className="mt-1">
          {payout.transactionHashes.map((hash) => (
            <li key={hash} className="flex flex-wrap items-center gap-x-2">
              <HashWithCopy label={t('con.payout.hash')} value={hash} copiedMessage={MSG.transactionHashCopied} />
              {hash === payout.minedHash && <Badge tone="green">{t('con.payout.mined')}</Badge>}
            </li>
          ))}
        </ul>
      )}
      {payout.state === 'failed' && (
        <p className="mt-1 text-red-200">
          {t('con.payout.failed', { reason: payout.reason ?? t('con.payout.noReason') })}
        </p>
      )}
    </div>
  );
}
