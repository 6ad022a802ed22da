import { microsToUsdt, type Overview } from '@app/contract';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { MEMBER_WALLET, PLATFORM_ACCOUNT, type PlatformAccount } from '../../ledger/accounts';
import { platformBalances } from '../../ledger/platform-balances';
import { latestReconciliation } from '../../ledger/reconciliation';
import { daysUpTo, platformDay } from '../../lib/platform-day';
import { countMembers, countQueues, incomesByDay, ledgerByDay, memberWalletTotals } from './overview.repository';

const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The console's first screen. Money comes from the ledger: member wallets and platform accounts (folded balance
 * plus queued deltas). Deposits received and incomes paid run negative in the ledger and are shown as the
 * positive amounts they are; holds is what came in (deposits and the company's own funds) minus what went out on
 * chain, owes what members could claim.
 */
export async function getOverview(ctx: AppContext): Promise<Overview> {
  const { timezone: timeZone } = await getSettings(ctx.db);
  const now = ctx.clock();
  const today = platformDay(now, timeZone);
  const days = daysUpTo(today, CHART_DAYS);
  // Earlier than the first day began in any time zone (a day is at most 26 hours from UTC's).
  const since = (dayCount: number) => new Date(now.getTime() - (dayCount + 2) * DAY_MS);
  const [members, wallets, platform, queues, incomes, ledger, reconciled] = await Promise.all([
    countMembers(ctx.db, { today, timeZone, since: since(1) }),
    memberWalletTotals(ctx.db),
    platformBalances(ctx.db),
    countQueues(ctx.db),
    incomesByDay(ctx.db, days[0] ?? today),
    ledgerByDay(ctx.db, { timeZone, since: since(CHART_DAYS) }),
    latestReconciliation(ctx.db),
  ]);
  const balance = (kind: PlatformAccount) => platform.get(kind) ?? 0n;
  const depositsReceived = -balance(PLATFORM_ACCOUNT.depositsReceived);
  const companyFunds = -balance(PLATFORM_ACCOUNT.companyFunds);
  const withdrawalsPaid = balance(PLATFORM_ACCOUNT.withdrawalsPaidOut);
  const packageCapitalHeld = balance(PLATFORM_ACCOUNT.packageCapitalHeld);
  const withdrawalsPending = balance(PLATFORM_ACCOUNT.withdrawalsPayable);
  const withdrawalCharges = balance(PLATFORM_ACCOUNT.withdrawalFeesEarned);
  const packageHandlingFees = balance(PLATFORM_ACCOUNT.packageFeesEarned);
  const depositWallets = wallets[MEMBER_WALLET.deposit];
  const incomeWallets = wallets[MEMBER_WALLET.income];
  return {
    members,
    money: {
      depositsReceived: microsToUsdt(depositsReceived),
      depositWallets: microsToUsdt(depositWallets),
      incomeWallets: microsToUsdt(incomeWallets),
      packageCapitalHeld: microsToUsdt(packageCapitalHeld),
      withdrawalsPending: microsToUsdt(withdrawalsPending),
      withdrawalsPaid: microsToUsdt(withdrawalsPaid),
      feesEarned: microsToUsdt(withdrawalCharges + packageHandlingFees),
      feesByKind: {
        withdrawalCharges: microsToUsdt(withdrawalCharges),
        packageHandlingFees: microsToUsdt(packageHandlingFees),
      },
      incomesPaidToday: microsToUsdt(incomes.get(today) ?? 0n),
      incomesPaidTotal: microsToUsdt(-balance(PLATFORM_ACCOUNT.incomesPaid)),
    },
    queues,
    solvency: {
      holds: microsToUsdt(depositsReceived + companyFunds - withdrawalsPaid),
      companyFunds: microsToUsdt(companyFunds),
      owes: microsToUsdt(depositWallets + incomeWallets + packageCapitalHeld + withdrawalsPending),
    },
    reconciliation: reconciled && {
      checkedAt: reconciled.checkedAt.toISOString(),
      durationMs: reconciled.durationMs,
      problemCount: reconciled.problemCount,
    },
    days: days.map((day) => ({
      day,
      deposits: microsToUsdt(ledger.deposits.get(day) ?? 0n),
      withdrawals: microsToUsdt(ledger.withdrawals.get(day) ?? 0n),
      incomes: microsToUsdt(incomes.get(day) ?? 0n),
    })),
  };
}
