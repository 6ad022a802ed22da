import type { FastifyBaseLogger } from 'fastify';
import type { Address } from 'viem';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { checkedTokenDecimals, TokenDecimalsMismatch } from './chain-deposits.service';

/**
 * At start-up: refuses to run when the USDT contract's decimals surprise us. A node that does not answer
 * yet only delays chain deposits; the background recheck job settles them once it does. A node that answers but has
 * no such token (the mainnet address on a local chain, say) is said as that, naming the setting to change.
 * Answers what it found, for the log's reader and the tests.
 */
export async function checkChainAtStartup(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<'ready' | 'node unreachable' | 'token unreadable'> {
  const settings = await getSettings(ctx.db);
  try {
    await checkedTokenDecimals(ctx, settings.usdtContract as Address);
    return 'ready';
  } catch (error) {
    if (error instanceof TokenDecimalsMismatch) throw error;
    const chainId = await ctx.chain?.getChainId().catch(() => null);
    if (chainId === null || chainId === undefined) {
      log.warn({ err: error }, 'chain node not reachable at start-up; chain deposits wait for it');
      return 'node unreachable';
    }
    log.warn(
      { err: error, chainId, usdtContract: settings.usdtContract },
      `the chain node answers (chain id ${chainId}) but the USDT contract ${settings.usdtContract} cannot be read on it; set the usdtContract setting to the token's address on this chain`,
    );
    return 'token unreadable';
  }
}
