import { DEPOSIT_WATCHER_LIMITS } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { FiguresCard } from '../../../kit/components/figure-tile';
import type { AdminSystem } from '../api/get-admin-system';
import { CONSOLE_SYSTEM_TEXTS } from '../texts';
import { ago, duration } from './ages';
import { SystemFigure } from './system-figure';

const count = (value: number) => formatNumber(value);

/**
 * The chain watcher that credits deposits to members' own addresses (docs/product.md#deposits): whether it keeps up
 * with the chain. In shared mode it has nothing to watch, and says so.
 */
export function DepositWatcherCard({ watcher }: { watcher: AdminSystem['depositWatcher'] }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const intro = t('csys.watcherIntro');
  if (watcher.mode === 'shared') {
    return (
      <FiguresCard id="system-watcher-title" title={t('csys.watcher')} intro={intro}>
        <SystemFigure
          label={t('csys.mode')}
          value={t('csys.sharedMode')}
          hint={watcher.ready ? t('csys.watcherReady') : t('csys.watcherNeeds')}
        />
      </FiguresCard>
    );
  }
  const limit = duration(DEPOSIT_WATCHER_LIMITS.staleSeconds);
  const introWithLink = (
    <>
      {intro}{' '}
      <Link to="/admin/deposit-addresses" className="font-semibold text-teal-300 underline underline-offset-2">
        {t('csys.toSweep')}
      </Link>
    </>
  );
  return (
    <FiguresCard id="system-watcher-title" title={t('csys.watcher')} intro={introWithLink}>
      <SystemFigure
        label={t('csys.lastRun')}
        value={
          watcher.lastSuccessAt && watcher.lastSuccessAgeSeconds !== null ? (
            <time dateTime={watcher.lastSuccessAt}>{ago(watcher.lastSuccessAgeSeconds)}</time>
          ) : (
            t('csys.notYet')
          )
        }
        health={watcher.stale ? 'bad' : watcher.lastSuccessAt ? 'good' : 'plain'}
        note={
          watcher.stale
            ? watcher.lastError
              ? t('csys.watcherStaleError', { limit, error: watcher.lastError })
              : t('csys.watcherStale', { limit })
            : undefined
        }
        hint={
          watcher.lastFailureAt
            ? t('csys.watcherFailure', { time: formatDateTime(watcher.lastFailureAt) })
            : t('csys.watcherRuns', { seconds: formatNumber(30) })
        }
      />
      <SystemFigure
        label={t('csys.behind')}
        value={watcher.lagBlocks === null ? '–' : t('csys.blocks', { count: count(watcher.lagBlocks) })}
        hint={t('csys.readUpTo', {
          cursor: watcher.cursorBlock === null ? '–' : count(watcher.cursorBlock),
          head: watcher.headBlock === null ? '–' : count(watcher.headBlock),
        })}
      />
      <SystemFigure
        label={t('csys.memberAddresses')}
        value={count(watcher.addressCount)}
        hint={t('csys.memberAddressesHint')}
      />
      <SystemFigure
        label={t('csys.waiting')}
        value={t('csys.waitingValue', { confirming: count(watcher.pendingCount), dust: count(watcher.dustCount) })}
        hint={t('csys.waitingHint')}
      />
    </FiguresCard>
  );
}
