import type { FastifyBaseLogger } from 'fastify';
import type { Address } from 'viem';
import type { AppContext } from '../../context';
import { getSettings } from '../settings/settings.service';
import { checkedTokenDecimals, recheckPendingChainDeposits, TokenDecimalsMismatch } from './chain-deposits.service';

/**
 * At start-up: refuses to run when the USDT contract's decimals surprise us. Then rechecks pending
 * chain-mode deposits every CHAIN_RECHECK_SECONDS until the process ends.
 */
export async function startChainRechecks(ctx: AppContext, log: FastifyBaseLogger) {
  const settings = await getSettings(ctx.db);
  try {
    await checkedTokenDecimals(ctx, settings.usdtContract as Address);
  } catch (error) {
    if (error instanceof TokenDecimalsMismatch) throw error;
    log.warn({ err: error }, 'chain node not reachable at start-up; chain deposits wait for it');
  }
  let isRunning = false;
  const timer = setInterval(async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      await recheckPendingChainDeposits(ctx);
    } catch (error) {
      log.warn({ err: error }, 'chain deposit recheck failed; retrying on the next tick');
    } finally {
      isRunning = false;
    }
  }, ctx.config.CHAIN_RECHECK_SECONDS * 1000);
  timer.unref();
}
