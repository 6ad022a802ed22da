import type { FastifyBaseLogger } from 'fastify';
import type { Address } from 'viem';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { checkedTokenDecimals, TokenDecimalsMismatch } from './chain-deposits.service';

/**
 * At start-up: refuses to run when the USDT contract's decimals surprise us. A node that does not answer
 * yet only delays chain deposits; the background recheck job settles them once it does.
 */
export async function checkChainAtStartup(ctx: AppContext, log: FastifyBaseLogger) {
  const settings = await getSettings(ctx.db);
  try {
    await checkedTokenDecimals(ctx, settings.usdtContract as Address);
  } catch (error) {
    if (error instanceof TokenDecimalsMismatch) throw error;
    log.warn({ err: error }, 'chain node not reachable at start-up; chain deposits wait for it');
  }
}
