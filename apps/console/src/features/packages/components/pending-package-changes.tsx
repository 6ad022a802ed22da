import type { AdminPackageRow } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, formatUsdt, percent } from '@app/web-kit/lib/format';
import { categoryLabel } from '@app/web-kit/lib/package-categories';
import type { PendingChange } from '../../../kit/api/pending-changes';
import { PendingChanges } from '../../../kit/components/pending-changes';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { CONSOLE_PACKAGE_TEXTS } from '../texts';

type Texts = ReturnType<typeof useTexts<typeof CONSOLE_PACKAGE_TEXTS>>['t'];
type Terms = Partial<
  Pick<AdminPackageRow, 'price' | 'maxPrice' | 'yield' | 'maturity' | 'handlingFee' | 'category' | 'status'>
>;

const TERM_LABELS = {
  price: 'cpk.price',
  maxPrice: 'cpk.maxField',
  yield: 'cpk.dailyYield',
  maturity: 'cpk.maturity',
  handlingFee: 'cpk.handlingFee',
  category: 'cpk.tab',
  status: 'cpk.status',
} as const;

function termText(t: Texts, key: keyof Terms, value: unknown): string {
  if (value === null || value === undefined) return t('cpk.none');
  if (key === 'yield' || key === 'handlingFee') return percent(Number(value));
  if (key === 'price' || key === 'maxPrice') return `${formatUsdt(Number(value))} USDT`;
  if (key === 'maturity') return t('cpk.days', { days: formatNumber(Number(value)) });
  if (key === 'category') return categoryLabel(value as AdminPackageRow['category']);
  return t(value === 'active' ? 'cpk.active' : value === 'draft' ? 'cpk.draft' : 'cpk.inactive');
}

/** What 100 USDT in the package earns: its daily yield a day, for its paid days. */
function per100(terms: { yield?: number; maturity?: number }) {
  const daily = terms.yield ?? 0;
  const days = terms.maturity ?? 0;
  return { daily: formatUsdt(daily), total: formatUsdt(daily * days), days: formatNumber(days) };
}

/** One change: each term from and to, and what it would owe a member per 100 USDT beside what is on sale now. */
function PackageChange({ change, pack }: { change: PendingChange; pack: AdminPackageRow | undefined }) {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  const kit = useTexts(CONSOLE_TEXTS).t;
  const patch = change.patch as Terms;
  const before = change.before as Terms;
  const title = pack?.title ?? '';
  const launching = before.status === 'draft' && patch.status !== undefined && patch.status !== 'draft';
  const after = { yield: patch.yield ?? pack?.yield, maturity: patch.maturity ?? pack?.maturity };
  const keys = (Object.keys(patch) as (keyof Terms)[]).filter(
    (key) => key in TERM_LABELS && JSON.stringify(patch[key]) !== JSON.stringify(before[key]),
  );
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium text-slate-100">{t(launching ? 'cpk.launchOf' : 'cpk.changeOf', { title })}</p>
      {launching ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(['price', 'yield', 'maturity', 'handlingFee'] as const).map((key) => (
            <div key={key}>
              <dt className="text-slate-400">{t(TERM_LABELS[key])}</dt>
              <dd className="text-slate-100 tabular-nums">{termText(t, key, patch[key])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <dl className="space-y-1">
          {keys.map((key) => (
            <div key={key}>
              <dt className="font-medium text-slate-200">{t(TERM_LABELS[key])}</dt>
              <dd className="text-slate-100 tabular-nums">
                {kit('con.change.fromTo', { from: termText(t, key, before[key]), to: termText(t, key, patch[key]) })}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="rounded-lg bg-amber-400/10 px-3 py-2 text-amber-100">{t('cpk.per100', per100(after))}</p>
      {!launching && pack && pack.status !== 'draft' && (
        <p className="text-slate-400">{t('cpk.per100Now', per100(pack))}</p>
      )}
    </div>
  );
}

/** The packages' terms waiting for a second owner (docs/decisions/035-dual-control.md), beside the live ones. */
export function PendingPackageChanges({ packages }: { packages: AdminPackageRow[] | undefined }) {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  return (
    <PendingChanges
      subject="package"
      title={t('cpk.pendingTitle')}
      note={t('cpk.pendingNote')}
      describe={(change) => (
        <PackageChange change={change} pack={packages?.find((pack) => pack._id === change.targetId)} />
      )}
    />
  );
}
