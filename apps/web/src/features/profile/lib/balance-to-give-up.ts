import { parseUsdtToMicros } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { useProfile } from '../../../api/get-profile';

/**
 * What closing the account would give up (docs/product.md#closing-an-account): both wallets together, when each holds
 * less than the withdrawal minimum and one holds anything. Null otherwise, and while either figure loads: the server
 * decides in the end and names the sum if the screen's figures were stale.
 */
export function useBalanceToGiveUp(): { micros: bigint; minimum: number } | null {
  const { data: profile } = useProfile();
  const { data: settings } = usePublicSettings();
  if (!profile || !settings) return null;
  const minimum = parseUsdtToMicros(settings.withdrawalMinimum) ?? 0n;
  const wallets = [profile.balance, profile.earningbalance].map((amount) => parseUsdtToMicros(amount) ?? 0n);
  if (wallets.some((wallet) => wallet >= minimum)) return null;
  const micros = wallets.reduce((sum, wallet) => sum + wallet, 0n);
  return micros > 0n ? { micros, minimum: settings.withdrawalMinimum } : null;
}
