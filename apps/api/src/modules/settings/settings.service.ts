import { type OperatorSettings, type PublicSettings, SETTING_DEFAULTS } from '@app/contract';
import { type Actor, writeAudit } from '../../core/audit';
import { readSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { insertMissingSettings, upsertSetting } from './settings.repository';

export { SETTING_DEFAULTS };

/** Writes the defaults of keys the database does not hold yet; an operator's values stay. */
export async function ensureSettingDefaults(db: Queryable) {
  const rows = Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value }));
  await insertMissingSettings(db, rows);
}

/**
 * The demo's company address (seed/demo-identity.ts), made up and on no map. While the address is this one the site
 * says so in the reader's language; an owner who types their own address loses the mark (docs/product.md#demo).
 */
export const DEMO_COMPANY_ADDRESS = '4th floor, 18 Wharf Road, Port Averley PA1 4QT';

export function toPublicSettings(all: OperatorSettings): PublicSettings {
  return {
    depositMinimum: all.depositMinimum,
    amountMaximum: all.amountMaximum,
    withdrawalMinimum: all.withdrawalMinimum,
    withdrawalChargePercent: all.withdrawalChargePercent,
    packageWithdrawalMinimum: all.packageWithdrawalMinimum,
    packageWithdrawalChargePercent: all.packageWithdrawalChargePercent,
    depositAddress: all.depositAddress,
    network: all.network,
    transfersEnabled: all.transfersEnabled,
    transferMinimum: all.transferMinimum,
    kycRequiredForWithdrawal: all.kycRequiredForWithdrawal,
    newAddressHoldHours: all.newAddressHoldHours,
    withdrawalDailyLimit: all.withdrawalDailyLimit,
    withdrawalDailyCount: all.withdrawalDailyCount,
    explorerTransactionUrl: all.explorerTransactionUrl,
    timezone: all.timezone,
    levelIncomePercents: [...all.levelIncomePercents],
    directIncomePercent: all.directIncomePercent,
    rankTable: all.rankTable,
    autoSettlement: all.autoSettlement,
    companyName: all.companyName,
    companyAddress: all.companyAddress,
    companyAddressIsDemo: all.companyAddress === DEMO_COMPANY_ADDRESS,
    companyEmail: all.companyEmail,
    companyPeople: all.companyPeople,
    maintenance: all.maintenance,
  };
}

export async function updateSettings(
  db: Queryable,
  options: Actor & { patch: Partial<OperatorSettings>; now: Date },
): Promise<OperatorSettings> {
  const before = await readSettings(db);
  for (const [key, value] of Object.entries(options.patch)) {
    await upsertSetting(db, { key, value, now: options.now });
  }
  const changed = Object.fromEntries(
    Object.entries(options.patch).map(([key, value]) => [
      key,
      { from: before[key as keyof OperatorSettings], to: value },
    ]),
  );
  await writeAudit(db, {
    actorId: options.actorId,
    ip: options.ip,
    action: 'settings.update',
    targetType: 'settings',
    targetId: 'platform',
    details: changed,
    now: options.now,
  });
  return readSettings(db);
}
