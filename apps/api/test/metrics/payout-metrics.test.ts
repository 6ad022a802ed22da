import { microsToUsdt, PAYOUT_WAITING_REASONS, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSettings } from '../../src/core/settings';
import { queryRows } from '../../src/db/query';
import { platformDay } from '../../src/lib/platform-day';
import { call, newOperatorToken, randomTxHash, saveSettings, signedInMember, useTestApp } from '../helper';
import { metricsText, sampleOf } from '../metrics-kit';
import { earnIncome, newRequestWindow, pendingWithdrawal } from '../withdrawal-kit';

// The hot wallet and the automatic payout queue on /metrics (docs/operations.md#automatic-payouts): the figures of the
// System page, read from the database at each scrape, which the Payout* alerts compare. The engine's rows are written
// here in SQL as it leaves them, so the figures are read without a chain.

const t = useTestApp();
const WALLET = '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf';
const CHAIN_ID = 56;
let operator: string;
/** Pending withdrawals the payouts below pay, and what each sends (its net_micros). */
const withdrawals: { id: string; net: bigint }[] = [];

beforeAll(async () => {
  operator = await newOperatorToken(t);
  const member = await signedInMember(t);
  await earnIncome(t, { member, operator, amount: 1000 });
  for (const amount of [100, 60, 40, 35]) {
    await newRequestWindow(t);
    const id = await pendingWithdrawal(t, { member, amount });
    const [row] = await queryRows<{ net_micros: string }>(
      t.ctx.db,
      sql`select net_micros from withdrawals where id = ${id}`,
    );
    withdrawals.push({ id, net: BigInt(row?.net_micros ?? 0) });
  }
});

const text = () => metricsText(t);
const waiting = (scraped: string, reason: string) => sampleOf(scraped, 'nexatech_payouts_waiting', { reason });

async function today() {
  return platformDay(t.clock.now(), (await getSettings(t.ctx.db)).timezone);
}

/** A payout of the nth withdrawal as the engine leaves it in `state`, queued now. */
async function insertPayout(index: number, state: string, nonce: number | null) {
  const withdrawal = withdrawals[index];
  if (!withdrawal) throw new Error(`no withdrawal ${index}`);
  const now = t.clock.now().toISOString();
  await t.ctx.db.execute(
    sql`insert into payouts (withdrawal_id, wallet, chain_id, nonce, state, recipient, net_micros, day, queued_at,
                             updated_at)
        select id, ${WALLET}, ${CHAIN_ID}, ${nonce}::bigint, ${state}, address, net_micros, ${await today()},
               ${now}::timestamptz, ${now}::timestamptz
        from withdrawals where id = ${withdrawal.id}`,
  );
  if (nonce === null) return;
  await t.ctx.db.execute(
    sql`insert into payout_transactions (payout_id, tx_hash, raw_tx, gas_price_wei, signed_at, sent_at)
        select id, ${randomTxHash()}, '0x00', 3000000000, ${now}::timestamptz, ${now}::timestamptz
        from payouts where withdrawal_id = ${withdrawal.id}`,
  );
}

describe('the hot wallet and the payout queue', () => {
  it('report an empty queue, the settings, and no wallet before the engine first read one', async () => {
    const scraped = await text();
    expect(sampleOf(scraped, 'nexatech_payouts_queued')).toBe(0);
    expect(sampleOf(scraped, 'nexatech_payouts_in_flight')).toBe(0);
    expect(sampleOf(scraped, 'nexatech_payouts_open_usdt')).toBe(0);
    expect(sampleOf(scraped, 'nexatech_payouts_open_oldest_age_seconds')).toBe(0);
    expect(sampleOf(scraped, 'nexatech_payouts_stuck')).toBe(0);
    expect(sampleOf(scraped, 'nexatech_payouts_paid_today_usdt')).toBe(0);
    expect(sampleOf(scraped, 'nexatech_payouts_daily_limit_usdt')).toBe(5000);
    expect(sampleOf(scraped, 'nexatech_payout_wallet_gas_minimum_bnb')).toBe(0.05);
    expect(sampleOf(scraped, 'nexatech_payouts_automatic')).toBe(0);
    expect(sampleOf(scraped, 'nexatech_payouts_paused')).toBe(0);
    expect(sampleOf(scraped, 'nexatech_payouts_nonce_gap')).toBe(0);
    // No key on this server and no wallet checked by another: the System page's "no signer".
    for (const reason of PAYOUT_WAITING_REASONS) expect(waiting(scraped, reason)).toBe(reason === 'noSigner' ? 1 : 0);
    for (const name of ['usdt', 'bnb', 'check_age_seconds']) {
      expect(sampleOf(scraped, `nexatech_payout_wallet_${name}`)).toBeUndefined();
      expect(scraped).toContain(`# TYPE nexatech_payout_wallet_${name} gauge`);
    }
    expect(sampleOf(scraped, 'nexatech_metrics_collect_errors_total', { source: 'payouts' })).toBe(0);
  });

  it('move with the queue: queued, in flight, stuck, the oldest one, and what the day took', async () => {
    await t.ctx.db.execute(
      sql`insert into payout_wallets (wallet, chain_id, next_nonce, usdt_micros, bnb_wei, waiting_reason, waiting_detail,
                                      checked_at)
          values (${WALLET}, ${CHAIN_ID}, 8, 250000000, 30000000000000000, 'usdtShort', 'the next payout needs more',
                  ${t.clock.now().toISOString()}::timestamptz)`,
    );
    await insertPayout(0, 'queued', null);
    await insertPayout(1, 'broadcast', 7);
    await insertPayout(2, 'confirmed', 6);
    await insertPayout(3, 'failed', 5);
    // Past payoutStuckMinutes (10) for the broadcast one, past PAYOUT_LIMITS.oldestWaitingSeconds for the queue.
    t.clock.advanceSeconds(31 * 60);
    const scraped = await text();
    const [queued, inFlight, confirmed] = withdrawals.map((each) => each.net);
    expect(sampleOf(scraped, 'nexatech_payouts_queued')).toBe(1);
    expect(sampleOf(scraped, 'nexatech_payouts_in_flight')).toBe(1);
    expect(sampleOf(scraped, 'nexatech_payouts_open_usdt')).toBe(microsToUsdt((queued ?? 0n) + (inFlight ?? 0n)));
    expect(sampleOf(scraped, 'nexatech_payouts_open_oldest_age_seconds')).toBe(31 * 60);
    expect(sampleOf(scraped, 'nexatech_payouts_stuck')).toBe(1);
    // Everything of the day but the failed one counts against the daily limit.
    expect(sampleOf(scraped, 'nexatech_payouts_paid_today_usdt')).toBe(
      microsToUsdt((queued ?? 0n) + (inFlight ?? 0n) + (confirmed ?? 0n)),
    );
    expect(sampleOf(scraped, 'nexatech_payout_wallet_usdt')).toBe(250);
    expect(sampleOf(scraped, 'nexatech_payout_wallet_bnb')).toBe(0.03);
    expect(sampleOf(scraped, 'nexatech_payout_wallet_check_age_seconds')).toBe(31 * 60);
    for (const reason of PAYOUT_WAITING_REASONS) expect(waiting(scraped, reason)).toBe(reason === 'usdtShort' ? 1 : 0);
    expect(sampleOf(scraped, 'nexatech_payouts_nonce_gap')).toBe(0);
  });

  it('report a nonce gap, a pause and the automatic mode', async () => {
    await t.ctx.db.execute(
      sql`update payout_wallets set gap_detail = 'nonce 7 was used by a transaction the platform did not sign'`,
    );
    expect((await call(t, routes.adminPayoutsPause, { token: operator })).status).toBe(200);
    await saveSettings(t, operator, { payoutMode: 'automatic' });
    const scraped = await text();
    expect(sampleOf(scraped, 'nexatech_payouts_nonce_gap')).toBe(1);
    for (const reason of PAYOUT_WAITING_REASONS) expect(waiting(scraped, reason)).toBe(reason === 'nonceGap' ? 1 : 0);
    expect(sampleOf(scraped, 'nexatech_payouts_paused')).toBe(1);
    expect(sampleOf(scraped, 'nexatech_payouts_automatic')).toBe(1);
  });

  it('leave out every payout figure it cannot read, and count the failure', async () => {
    const errors = (scraped: string) =>
      sampleOf(scraped, 'nexatech_metrics_collect_errors_total', { source: 'payouts' });
    const before = errors(await text());
    await t.ctx.db.execute(sql`alter table payouts rename to payouts_away`);
    try {
      const scraped = await text();
      for (const name of ['nexatech_payouts_queued', 'nexatech_payouts_nonce_gap', 'nexatech_payout_wallet_usdt']) {
        expect(sampleOf(scraped, name)).toBeUndefined();
      }
      expect(waiting(scraped, 'nonceGap')).toBeUndefined();
      expect(errors(scraped)).toBe((before ?? 0) + 1);
      expect(sampleOf(scraped, 'nexatech_deposits_pending')).toBe(0);
    } finally {
      await t.ctx.db.execute(sql`alter table payouts_away rename to payouts`);
    }
  });
});
