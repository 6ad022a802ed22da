import { microsToUsdt, NET_FLOW_DAYS, OBLIGATION_DAYS, type ObligationsReport } from '@app/contract';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { percentToBasisPoints } from '../../lib/basis-points';
import { daysUpTo, platformDay, shiftDay } from '../../lib/platform-day';
import { type ReserveReading, readReserve } from '../reserves/reserve-reading';
import { latestSnapshots } from '../reserves/reserves.repository';
import { settingSavedAt } from '../settings/settings.repository';
import { cashByDay } from './flows.repository';
import { type ObligationKind, type ObligationRun, obligationRuns, withdrawableNow } from './obligations.repository';

const KINDS: readonly ObligationKind[] = ['trading', 'level', 'capital'];

/**
 * The obligations report (docs/product.md#reports): what active orders will pay each of the next 90 platform days if
 * every member claims, against what the platform holds today (the reserve less what members can withdraw now): the
 * runway. New members' money is not counted to pay today's promises; it is a scenario beside the runway, where the
 * last 30 days' net flow keeps coming and the purchases it pays for earn their sponsors direct income.
 */
export async function obligationsReport(ctx: AppContext): Promise<ObligationsReport> {
  const settings = await getSettings(ctx.db);
  const today = platformDay(ctx.clock(), settings.timezone);
  const [runs, balances, cash, reserve] = await Promise.all([
    obligationRuns(ctx.db, {
      today,
      levelBasisPoints: settings.levelIncomePercents.map(percentToBasisPoints),
      days: OBLIGATION_DAYS,
    }),
    withdrawableNow(ctx.db),
    cashByDay(ctx.db, {
      timeZone: settings.timezone,
      from: shiftDay(today, -(NET_FLOW_DAYS - 1)),
      to: today,
      cashOnly: true,
    }),
    reserveFigure(ctx),
  ]);
  let netFlow = 0n;
  for (const day of cash.values()) netFlow += day.deposits - day.withdrawals;
  // Rounded toward zero to the micro-USDT: the figure answered is the one every day's cover adds.
  const netFlowPerDay = netFlow / BigInt(NET_FLOW_DAYS);
  // Deposits are bought into packages; each purchase pays its sponsor the direct percent. None on an outflow.
  const directPerDay =
    netFlowPerDay > 0n ? (netFlowPerDay * BigInt(percentToBasisPoints(settings.directIncomePercent))) / 10_000n : 0n;
  const series = seriesOf(runs, OBLIGATION_DAYS);
  const days = daysUpTo(shiftDay(today, OBLIGATION_DAYS - 1), OBLIGATION_DAYS);
  const total = { trading: 0n, level: 0n, capital: 0n };
  let cumulative = 0n;
  let runway: string | null = null;
  let runwayWithDeposits: string | null = null;
  const docs = days.map((day, index) => {
    const trading = series.trading[index] ?? 0n;
    const level = series.level[index] ?? 0n;
    const capital = series.capital[index] ?? 0n;
    total.trading += trading;
    total.level += level;
    total.capital += capital;
    cumulative += trading + level + capital;
    const cover = reserve.micros - balances - cumulative;
    const coverWithDeposits = cover + (netFlowPerDay - directPerDay) * BigInt(index + 1);
    if (cover < 0n && runway === null) runway = day;
    if (coverWithDeposits < 0n && runwayWithDeposits === null) runwayWithDeposits = day;
    return {
      day,
      trading: microsToUsdt(trading),
      level: microsToUsdt(level),
      capital: microsToUsdt(capital),
      total: microsToUsdt(trading + level + capital),
      cumulative: microsToUsdt(cumulative),
      cover: microsToUsdt(cover),
      coverWithDeposits: microsToUsdt(coverWithDeposits),
    };
  });
  return {
    today,
    docs,
    total: {
      trading: microsToUsdt(total.trading),
      level: microsToUsdt(total.level),
      capital: microsToUsdt(total.capital),
      total: microsToUsdt(total.trading + total.level + total.capital),
    },
    reserve: {
      amount: microsToUsdt(reserve.micros),
      mode: reserve.mode,
      source: reserve.source,
      asOf: reserve.asOf?.toISOString() ?? null,
    },
    balances: microsToUsdt(balances),
    netFlowPerDay: microsToUsdt(netFlowPerDay),
    directPerDay: microsToUsdt(directPerDay),
    runway,
    runwayWithDeposits,
  };
}

/** Each kind's amount per day 0..days−1, from runs of days: added where a run starts, taken off after it ends. */
function seriesOf(runs: ObligationRun[], days: number): Record<ObligationKind, bigint[]> {
  const series = Object.fromEntries(KINDS.map((kind) => [kind, new Array<bigint>(days + 1).fill(0n)])) as Record<
    ObligationKind,
    bigint[]
  >;
  for (const run of runs) {
    const first = Math.max(run.first, 0);
    const last = Math.min(run.last, days - 1);
    if (first > last) continue;
    const steps = series[run.kind];
    steps[first] = (steps[first] ?? 0n) + run.amountMicros;
    steps[last + 1] = (steps[last + 1] ?? 0n) - run.amountMicros;
  }
  for (const kind of KINDS) {
    const steps = series[kind];
    let running = 0n;
    series[kind] = steps.slice(0, days).map((step) => {
      running += step;
      return running;
    });
  }
  return series;
}

/**
 * The reserve as proof of reserves reads it (manual figure or chain balance), as of now. A chain read that fails
 * (no node, or the node did not answer) falls back to the latest snapshot's reserve and when it was taken, or to
 * nothing at all before the first snapshot: the report still answers, saying how old its figure is.
 */
async function reserveFigure(ctx: AppContext): Promise<ReserveReading & { asOf: Date | null }> {
  try {
    const reading = await readReserve(ctx);
    // A declared figure is as old as its declaration, however recently the page was opened.
    const asOf = reading.mode === 'manual' ? await settingSavedAt(ctx.db, 'manualReserve') : ctx.clock();
    return { ...reading, asOf };
  } catch {
    const [snapshot] = await latestSnapshots(ctx.db, 1);
    if (!snapshot) return { mode: 'chain', micros: 0n, source: NO_RESERVE_SOURCE, asOf: null };
    return {
      mode: snapshot.reserveMode,
      micros: snapshot.reservesMicros,
      source: snapshot.reserveSource,
      asOf: snapshot.takenAt,
    };
  }
}

const NO_RESERVE_SOURCE = 'The chain could not be read and no snapshot has been taken yet';
