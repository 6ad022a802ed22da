import type { PayoutChain } from './chain';
import { log, sleep } from './util';
import { withPostgres } from './verify';

// After the load and before the API stops: the engine finishes what it may pay, and the chain deposits left pending
// (their check met a fault) are checked again, so the verdict is about final state.

export interface Drain {
  ms: number;
  /** What was still open when the time ran out; null when everything settled. */
  left: string | null;
}

/**
 * Waits, at most `seconds`, until no withdrawal waits for the engine (pending, untaken, never given a payout), no
 * payout is queued, signed or broadcast, and no chain deposit is pending (the recheck job settles those, once a
 * minute on pg-boss); a block is mined now and then so a transaction waiting to be deep enough is.
 */
export function drainPayouts(options: { url: string; chain: PayoutChain; seconds: number }): Promise<Drain> {
  const started = Date.now();
  let lastLog = started;
  return withPostgres(options.url, async (query) => {
    for (;;) {
      const [row] = await query(
        `select (select count(*)::int from withdrawals w
                 where w.status = 'pending' and w.payout_queued_at is null
                   and not exists (select 1 from payouts p where p.withdrawal_id = w.id)) as waiting,
                (select count(*)::int from payouts where state in ('queued', 'signed', 'broadcast')) as open,
                (select count(*)::int from deposits where status = 'pending' and verification = 'chain') as deposits,
                (select string_agg(coalesce(waiting_reason, 'not waiting') || coalesce(': ' || waiting_detail, '')
                                   || ', read ' || coalesce(round(extract(epoch from now() - checked_at))::text || ' s ago', 'never'), '; ')
                 from payout_wallets) as wallet`,
      );
      const waiting = Number(row?.waiting ?? 0);
      const open = Number(row?.open ?? 0);
      const deposits = Number(row?.deposits ?? 0);
      const ms = Date.now() - started;
      if (waiting === 0 && open === 0 && deposits === 0) return { ms, left: null };
      const state =
        `${waiting} withdrawal(s) waiting for the engine, ${open} payout(s) open, ${deposits} chain deposit(s) ` +
        `pending; hot wallet: ${row?.wallet ?? 'never read'}`;
      if (ms > options.seconds * 1000) {
        const first = await query(
          `select p.nonce::text as nonce, p.state, string_agg(t.tx_hash || case when t.sent_at is null then ' (never sent)' else '' end, ' ') as hashes
           from payouts p left join payout_transactions t on t.payout_id = p.id
           where p.state in ('signed', 'broadcast') group by p.id order by p.nonce limit 3`,
        );
        const open = first.map((row) => `nonce ${row.nonce} ${row.state} ${row.hashes}`).join('; ');
        const chain = await options.chain.diagnose().catch((error: Error) => `chain unreadable: ${error.message}`);
        return { ms, left: `${state}; first open: ${open || 'none'}; ${chain}` };
      }
      if (Date.now() - lastLog >= 10_000) {
        log(`draining: ${state}`);
        lastLog = Date.now();
      }
      if (open > 0) await options.chain.mine(1).catch(() => undefined);
      await sleep(1_000);
    }
  });
}
