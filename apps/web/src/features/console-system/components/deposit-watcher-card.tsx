import { DEPOSIT_WATCHER_LIMITS } from '@app/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import type { AdminSystem } from '../api/get-admin-system';
import { ago, duration } from './ages';
import { SystemCard, SystemFigure } from './system-figure';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The chain watcher that credits deposits to members' own addresses (docs/product.md#deposits): whether it keeps up
 * with the chain. In shared mode it has nothing to watch, and says so.
 */
export function DepositWatcherCard({ watcher }: { watcher: AdminSystem['depositWatcher'] }) {
  const intro = 'Reads USDT transfers to members’ own deposit addresses from the chain and credits them once final.';
  if (watcher.mode === 'shared') {
    return (
      <SystemCard id="system-watcher-title" title="Deposit watcher" intro={intro}>
        <SystemFigure
          label="Mode"
          value="Off: one shared address"
          hint={
            watcher.ready
              ? 'Ready to switch on in Settings: the server has DEPOSIT_XPUB and a chain node.'
              : 'Needs DEPOSIT_XPUB and a chain node before Settings can give each member an address.'
          }
        />
      </SystemCard>
    );
  }
  const limit = duration(DEPOSIT_WATCHER_LIMITS.staleSeconds);
  const introWithLink = (
    <>
      {intro}{' '}
      <Link to="/admin/deposit-addresses" className="font-semibold text-teal-300 underline underline-offset-2">
        Transfers and addresses to sweep
      </Link>
    </>
  );
  return (
    <SystemCard id="system-watcher-title" title="Deposit watcher" intro={introWithLink}>
      <SystemFigure
        label="Last run"
        value={
          watcher.lastSuccessAt && watcher.lastSuccessAgeSeconds !== null ? (
            <time dateTime={watcher.lastSuccessAt}>{ago(watcher.lastSuccessAgeSeconds)}</time>
          ) : (
            'Not yet'
          )
        }
        health={watcher.stale ? 'bad' : watcher.lastSuccessAt ? 'good' : 'plain'}
        note={
          watcher.stale
            ? `Stale: no run for ${limit}. Transfers are not being credited${
                watcher.lastError ? `; the last error: ${watcher.lastError}` : ''
              }.`
            : undefined
        }
        hint={
          watcher.lastFailureAt
            ? `The last failure was ${formatDateTime(watcher.lastFailureAt)}; nothing is missed, the next run reads from where it stopped.`
            : 'Runs every 30 seconds on one server.'
        }
      />
      <SystemFigure
        label="Behind the chain"
        value={watcher.lagBlocks === null ? '–' : `${count(watcher.lagBlocks)} blocks`}
        hint={`Read up to block ${watcher.cursorBlock === null ? '–' : count(watcher.cursorBlock)} of ${
          watcher.headBlock === null ? '–' : count(watcher.headBlock)
        }; the confirmations a transfer waits are part of it.`}
      />
      <SystemFigure
        label="Member addresses"
        value={count(watcher.addressCount)}
        hint="Addresses given to members so far, each watched for USDT."
      />
      <SystemFigure
        label="Waiting"
        value={`${count(watcher.pendingCount)} confirming · ${count(watcher.dustCount)} dust`}
        hint="Confirming: seen, credited once final. Dust: below the setting, recorded and not credited."
      />
    </SystemCard>
  );
}
