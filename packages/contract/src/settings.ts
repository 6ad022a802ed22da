import { z } from 'zod';
import { envelope } from './envelope';

export const NETWORK_NAME = 'USDT-BEP-20';

/** What the client may know of the operator's settings (amounts in USDT, charges in percent). */
export const publicSettings = z.object({
  depositMinimum: z.number(),
  withdrawalMinimum: z.number(),
  withdrawalChargePercent: z.number(),
  packageWithdrawalMinimum: z.number(),
  packageWithdrawalChargePercent: z.number(),
  depositAddress: z.string(),
  network: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettings>;
export const publicSettingsResponse = envelope(publicSettings);

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex characters');
const usdt = z.number().positive().max(1_000_000_000);
const percent = z.number().min(0).max(100);

/** Every operator setting, with its rule; the operator call accepts any subset. */
export const operatorSettings = z.object({
  depositMinimum: usdt,
  withdrawalMinimum: usdt,
  withdrawalChargePercent: percent,
  packageWithdrawalMinimum: usdt,
  packageWithdrawalChargePercent: percent,
  depositAddress: address,
  network: z.literal(NETWORK_NAME),
  depositVerificationMode: z.enum(['manual', 'chain']),
  confirmations: z.number().int().min(1).max(1000),
  usdtContract: address,
  timezone: z.string().min(1).max(64),
});
export type OperatorSettings = z.infer<typeof operatorSettings>;
export const operatorSettingsUpdate = operatorSettings.partial().strict();
export const operatorSettingsResponse = envelope(operatorSettings);
