import { RESERVES_MSG } from '@app/contract';
import { type Address, parseAbiItem } from 'viem';
import { tokenUnitsToMicros } from '../../chain/verify-transfer';
import type { AppContext } from '../../context';
import { getSettings, usdtSettingToMicros } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { checkedTokenDecimals } from '../deposits/chain-deposits.service';
import { readMemberAddressBalances } from '../deposits/deposit-addresses.service';

export interface ReserveReading {
  mode: 'chain' | 'manual';
  micros: bigint;
  source: string;
  /** A chain read's block, address and member deposit addresses (decision 010); none for a declared figure. */
  chain?: { block: number; address: string; memberAddresses: number };
}

const balanceOf = parseAbiItem('function balanceOf(address owner) view returns (uint256)');

/**
 * What the platform holds (docs/product.md#proof-of-reserves): in the `chain` mode the USDT balance of the deposit
 * address and of every member deposit address on BNB Smart Chain at the latest block, in the `manual` mode the amount and source an operator declared.
 */
export async function readReserve(ctx: AppContext): Promise<ReserveReading> {
  const settings = await getSettings(ctx.db);
  if (settings.reserveMode === 'manual') {
    return {
      mode: 'manual',
      micros: usdtSettingToMicros(settings.manualReserve),
      source: settings.manualReserveSource.trim() || 'no source given',
    };
  }
  if (!ctx.chain) throw new AppError('UNAVAILABLE', RESERVES_MSG.noChainNode);
  const token = settings.usdtContract as Address;
  const owner = settings.depositAddress as Address;
  try {
    const decimals = await checkedTokenDecimals(ctx, token);
    const blockNumber = await ctx.chain.getBlockNumber({ cacheTime: 0 });
    const units = await ctx.chain.readContract({
      address: token,
      abi: [balanceOf],
      functionName: 'balanceOf',
      args: [owner],
      blockNumber,
    });
    // What members sent to their own addresses is held too, until the operator sweeps it (decision 019).
    const members = await readMemberAddressBalances(ctx, blockNumber);
    const onMembers = members.balances.reduce((sum, row) => sum + row.micros, 0n);
    const memberPart = members.balances.length ? ` and ${members.balances.length} member deposit addresses` : '';
    return {
      mode: 'chain',
      micros: tokenUnitsToMicros(units, decimals) + onMembers,
      source: `USDT (${token}) held by ${owner}${memberPart} on BNB Smart Chain at block ${blockNumber}`,
      chain: { block: Number(blockNumber), address: owner, memberAddresses: members.balances.length },
    };
  } catch (error) {
    throw new AppError('UNAVAILABLE', RESERVES_MSG.chainReadFailed, { cause: error });
  }
}
