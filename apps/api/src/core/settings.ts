import {
  amountAboveMaximumMessage,
  type OperatorSettings,
  operatorSettings,
  parseUsdtToMicros,
  SETTING_DEFAULTS,
} from '@app/contract';
import type { Queryable } from '../db/client';
import { withinRequestDeadline } from '../db/request-deadline';
import { AppError } from '../lib/app-error';
import { listSettingRows } from './settings.repository';

// Every request reads the settings; parsing them each time cost more than the query. A server keeps them for
// a second: a change made here is seen at once (forgetSettings), one made by another replica within a second.
const SETTINGS_TTL_MS = 1000;
const cached = new WeakMap<object, { at: number; value: Promise<OperatorSettings>; settled: boolean }>();

/** The one typed accessor: stored values over defaults, checked by the contract's rules. */
export async function getSettings(db: Queryable): Promise<OperatorSettings> {
  const hit = cached.get(db);
  if (hit && performance.now() - hit.at < SETTINGS_TTL_MS) {
    // A read still on its way may be another request's: this request waits for it within its own database deadline.
    return hit.settled ? hit.value : withinRequestDeadline(hit.value);
  }
  const value = readSettings(db);
  const entry = { at: performance.now(), value, settled: false };
  cached.set(db, entry);
  value.then(
    () => {
      entry.settled = true;
    },
    () => cached.delete(db),
  );
  return value;
}

/** Drops the cached settings of `db`, once a change to them committed. */
export function forgetSettings(db: Queryable) {
  cached.delete(db);
}

/** The settings as stored now, past the cache: inside a transaction that changes them. */
export async function readSettings(db: Queryable): Promise<OperatorSettings> {
  const rows = await listSettingRows(db);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return operatorSettings.parse({ ...SETTING_DEFAULTS, ...stored });
}

/** The operator's company name, which every mail and page title uses (docs/product.md#site). */
export async function companyName(db: Queryable): Promise<string> {
  return (await getSettings(db)).companyName;
}

/** Refuses an amount above the operator's maximum for a single amount. */
export function assertAmountAtMost(settings: OperatorSettings, amountMicros: bigint) {
  if (amountMicros > usdtSettingToMicros(settings.amountMaximum)) {
    throw new AppError('VALIDATION', amountAboveMaximumMessage(settings.amountMaximum));
  }
}

export function usdtSettingToMicros(value: number): bigint {
  // A value saved before finer decimals were refused may carry more than six: it is read as it was then, rounded.
  const micros = parseUsdtToMicros(value.toFixed(6));
  if (micros === null) throw new Error(`setting ${value} is not a USDT amount`);
  return micros;
}
