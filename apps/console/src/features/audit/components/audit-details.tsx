import { microsToUsdt } from '@app/contract';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { WALLET_LABELS } from '../../../kit/components/member-labels';
import { CONSOLE_AUDIT_TEXTS } from '../texts';

const MICROS_SUFFIX = 'Micros';

/** "balanceBeforeMicros" -> "Balance before", "levelIncomePercents" -> "Level income percents". */
export function detailLabel(key: string): string {
  const bare =
    key.endsWith(MICROS_SUFFIX) && key.length > MICROS_SUFFIX.length ? key.slice(0, -MICROS_SUFFIX.length) : key;
  const words = bare
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An amount the server stored as whole micro-USDT (a string of digits, maybe signed), as USDT; else null. */
function microsAsUsdt(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) return null;
  return usdt(microsToUsdt(BigInt(text)));
}

/** A time the server stored as an ISO string (an expiry, a review time), shown as every other time on screen. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Who the details name by id, as the server found them: shown by name, the id in the title. */
export type AuditPeople = Record<string, { fullName: string; email: string }>;

function DetailValue({ name, value, people }: { name: string; value: unknown; people: AuditPeople }) {
  const { t } = useTexts(CONSOLE_AUDIT_TEXTS);
  const person = typeof value === 'string' ? people[value] : undefined;
  if (person) {
    return (
      <span title={String(value)}>
        {person.fullName} <span className="break-all text-slate-400">({person.email})</span>
      </span>
    );
  }
  if (name.endsWith(MICROS_SUFFIX)) {
    const amount = microsAsUsdt(value);
    if (amount !== null) return <span className="tabular-nums">{amount}</span>;
  }
  if (name === 'wallet' && (value === 'deposit' || value === 'income')) return <>{WALLET_LABELS[value]}</>;
  if (isRecord(value)) return <AuditDetails details={value} people={people} nested />;
  if (value === null || value === undefined || value === '') {
    return <span className="text-slate-500">{t('cau.none')}</span>;
  }
  if (typeof value === 'boolean') return <>{t(value ? 'cau.yes' : 'cau.no')}</>;
  if (typeof value === 'string' && ISO_TIME.test(value)) {
    return <DateTime value={value} />;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return <>{value.join(', ')}</>;
  }
  if (typeof value === 'object') return <span className="font-mono text-xs break-all">{JSON.stringify(value)}</span>;
  return <>{String(value)}</>;
}

/**
 * What an audit row recorded, as a key/value list: amounts the server keeps in micro-USDT (keys ending in
 * `Micros`) read as USDT, people by name rather than id, nested records (a package's terms before and after) as
 * lists of their own.
 */
export function AuditDetails({
  details,
  people,
  nested = false,
}: {
  details: Record<string, unknown>;
  people: AuditPeople;
  nested?: boolean;
}) {
  const { t } = useTexts(CONSOLE_AUDIT_TEXTS);
  const entries = Object.entries(details);
  if (entries.length === 0) return nested ? <span className="text-slate-500">{t('cau.none')}</span> : null;
  return (
    <dl
      className={`grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm ${
        nested ? 'mt-1 border-l border-slate-700 pl-3' : ''
      }`}
    >
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-400">{detailLabel(key)}</dt>
          <dd className="min-w-0 break-words text-slate-100">
            <DetailValue name={key} value={value} people={people} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
