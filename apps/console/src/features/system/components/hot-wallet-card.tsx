import { MSG, PAYOUT_LIMITS, type PayoutWaitingReason } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { Dialog } from '@app/web-kit/components/ui/dialog';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber, usdt } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../../kit/components/dialog-actions';
import { FormAlert } from '../../../kit/components/form-alert';
import { HashWithCopy } from '../../../kit/components/hash-with-copy';
import { TitledCard } from '../../../kit/components/titled-card';
import { type PayoutAction, type PayoutHealth, usePayoutAction, usePayoutHealth } from '../api/payouts';
import { CONSOLE_SYSTEM_TEXTS } from '../texts';
import { ago, duration } from './ages';
import { SystemFigure } from './system-figure';

type Key = keyof typeof CONSOLE_SYSTEM_TEXTS & string;

/** Why the engine sends nothing, in an operator's words: what it means and what to do about it. */
const WAITING_REASONS = {
  off: 'csys.payoutOff',
  paused: 'csys.payoutPaused',
  noSigner: 'csys.payoutNoSigner',
  frozen: 'csys.payoutFrozen',
  nonceGap: 'csys.payoutNonceGap',
  gasLow: 'csys.payoutGasLow',
  usdtShort: 'csys.payoutUsdtShort',
  chainUnavailable: 'csys.payoutChainUnavailable',
} as const satisfies Record<PayoutWaitingReason, Key>;

const DIALOGS = {
  pause: { title: 'csys.pauseQuestion', warning: 'csys.pauseWarning', confirm: 'csys.pause' },
  acceptNonce: { title: 'csys.acceptNonceQuestion', warning: 'csys.acceptNonceWarning', confirm: 'csys.acceptNonce' },
} as const satisfies Record<PayoutAction, Record<string, Key>>;

/** Asks first, sends once; the server's answer is a toast, its refusal stays in the dialog. */
function PayoutActionDialog({
  action,
  wallet,
  onClose,
}: {
  action: PayoutAction;
  wallet: string | null;
  onClose: () => void;
}) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const act = usePayoutAction();
  const texts = DIALOGS[action];
  const confirm = () =>
    act.mutate(action, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        onClose();
      },
    });
  return (
    <Dialog title={t(texts.title)} onClose={act.isPending ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <p className="mt-2 text-slate-200">{t(texts.warning)}</p>
      {action === 'acceptNonce' && wallet && (
        <p className="mt-3 text-sm text-slate-400">
          {/* The address's own label is read out with it. */}
          <span aria-hidden="true">{t('csys.hotWalletAddress')} </span>
          <HashWithCopy label={t('csys.hotWalletAddress')} value={wallet} copiedMessage={MSG.addressCopied} />
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <FormAlert message={act.error ? errorMessage(act.error) : null} />
      </div>
      <DialogActions onCancel={onClose} isBusy={act.isPending}>
        <Button once onClick={confirm} loading={act.isPending}>
          {t(texts.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ActionButton({ action, wallet }: { action: PayoutAction; wallet: string | null }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setIsAsking(true)}>
        {t(DIALOGS[action].confirm)}
      </Button>
      {isAsking && <PayoutActionDialog action={action} wallet={wallet} onClose={() => setIsAsking(false)} />}
    </>
  );
}

/** Whether the engine pays, or why it waits, with the facts it found and what an operator may do about it. */
function PayoutStatus({ health }: { health: PayoutHealth }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const { mayCall } = useOperatorAccess();
  const reason = health.waitingReason;
  const tone =
    reason === null
      ? 'border-green-400/30 text-green-200'
      : reason === 'off'
        ? 'border-slate-700 text-slate-100'
        : 'border-amber-400/40 text-amber-100';
  return (
    <div className={`mt-4 rounded-xl border bg-slate-950/60 px-4 py-3 ${tone}`}>
      <p role="status" className="font-semibold">
        {reason === null ? t('csys.payoutsRunning') : t(WAITING_REASONS[reason])}
      </p>
      {health.waitingDetail && (
        <p className="mt-1 text-xs break-words text-slate-400">
          {t('csys.waitingDetail', { detail: health.waitingDetail })}
        </p>
      )}
      {health.paused && <p className="mt-2 text-sm text-slate-300">{t('csys.resumeInSettings')}</p>}
      {reason === 'nonceGap' && mayCall('adminPayoutsNonceAccept') && (
        <div className="mt-3">
          <ActionButton action="acceptNonce" wallet={health.wallet} />
        </div>
      )}
    </div>
  );
}

function HotWalletFigures({ health }: { health: PayoutHealth }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const oldest = health.oldestWaitingSeconds;
  const late = oldest !== null && oldest > PAYOUT_LIMITS.oldestWaitingSeconds;
  const limitReached = health.mode === 'automatic' && health.paidToday >= health.dailyLimit;
  const mode = health.mode === 'manual' ? 'csys.manual' : health.paused ? 'csys.automaticPaused' : 'csys.automatic';
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <SystemFigure
        label={t('csys.mode')}
        value={t(mode)}
        hint={t(health.mode === 'manual' ? 'csys.manualHint' : 'csys.automaticHint')}
      />
      <SystemFigure
        label={t('csys.walletAddress')}
        value={
          health.wallet ? (
            <HashWithCopy label={t('csys.hotWalletAddress')} value={health.wallet} copiedMessage={MSG.addressCopied} />
          ) : (
            t('csys.noneYet')
          )
        }
        hint={t('csys.walletHint')}
      />
      <SystemFigure
        label={t('csys.walletChecked')}
        value={
          health.checkedAt ? (
            <time dateTime={health.checkedAt}>{formatDateTime(health.checkedAt)}</time>
          ) : (
            t('csys.notYet')
          )
        }
        hint={t('csys.walletCheckedHint')}
      />
      <SystemFigure
        label={t('csys.usdtBalance')}
        value={health.usdt === null ? '–' : usdt(health.usdt)}
        health={health.waitingReason === 'usdtShort' ? 'bad' : 'plain'}
        hint={t('csys.usdtBalanceHint')}
      />
      <SystemFigure
        label={t('csys.bnbBalance')}
        value={health.bnb === null ? '–' : t('csys.bnbValue', { amount: formatNumber(health.bnb) })}
        health={health.waitingReason === 'gasLow' ? 'bad' : 'plain'}
        hint={t('csys.bnbHint')}
      />
      <SystemFigure
        label={t('csys.payoutQueue')}
        value={t('csys.payoutQueueValue', {
          queued: formatNumber(health.queued),
          inFlight: formatNumber(health.inFlight),
        })}
        hint={t('csys.payoutQueueHint', { total: usdt(health.queuedTotal) })}
      />
      <SystemFigure
        label={t('csys.oldestPayout')}
        value={oldest === null ? t('csys.nonePayout') : ago(oldest)}
        health={late ? 'bad' : 'plain'}
        note={late ? t('csys.oldestLate', { limit: duration(PAYOUT_LIMITS.oldestWaitingSeconds) }) : undefined}
        hint={t('csys.oldestHint')}
      />
      <SystemFigure
        label={t('csys.stuckPayouts')}
        value={formatNumber(health.stuck)}
        health={health.stuck > 0 ? 'bad' : 'plain'}
        note={health.stuck > 0 ? t('csys.stuckNote') : undefined}
        hint={t('csys.stuckHint')}
      />
      <SystemFigure
        label={t('csys.paidToday')}
        value={t('csys.paidOf', { paid: usdt(health.paidToday), limit: usdt(health.dailyLimit) })}
        health={limitReached ? 'bad' : 'plain'}
        note={limitReached ? t('csys.limitReached') : undefined}
        hint={t('csys.paidTodayHint')}
      />
    </dl>
  );
}

/**
 * Automatic payouts from the hot wallet (docs/decisions/025-automatic-payouts.md): its balances and queue as the
 * engine last found them, why it waits in words, and the pause any money operator may press at once.
 */
export function HotWalletCard() {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const payouts = usePayoutHealth();
  const { mayCall } = useOperatorAccess();
  const health = payouts.data;
  const canPause = health?.mode === 'automatic' && !health.paused && mayCall('adminPayoutsPause');
  return (
    <TitledCard
      id="hot-wallet-title"
      title={t('csys.hotWallet')}
      note={t('csys.hotWalletIntro')}
      noteClassName="mt-1 max-w-prose text-sm text-slate-400"
      layout="top"
      aside={canPause && <ActionButton action="pause" wallet={health.wallet} />}
    >
      {payouts.isPending && (
        <div className="mt-4">
          <ListSkeleton label={t('csys.readingWallet')} />
        </div>
      )}
      {payouts.isError && !health && (
        <div className="mt-4">
          <LoadError what={t('csys.theHotWallet')} onRetry={() => void payouts.refetch()} />
        </div>
      )}
      {health && <PayoutStatus health={health} />}
      {health &&
        (health.wallet === null && health.checkedAt === null ? (
          <div className="mt-4 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-5 text-center">
            <p className="font-semibold text-slate-50">{t('csys.noHotWallet')}</p>
            <p className="mt-1 text-sm text-slate-400">{t('csys.noHotWalletHint')}</p>
          </div>
        ) : (
          <HotWalletFigures health={health} />
        ))}
    </TitledCard>
  );
}
