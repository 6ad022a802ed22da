import type { Dashboard } from '@app/contract';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { useT } from '@app/web-kit/i18n/use-t';
import { formatUsdt } from '@app/web-kit/lib/format';
import { useId } from 'react';

/**
 * /assets: package capital withdrawn, paid and pending, beside the Flexible wallet's sum and not in it: it left the
 * packages' capital. Shown once there is any.
 */
export function CapitalWithdrawalsNote({ capital }: { capital: Dashboard['capitalWithdrawals'] }) {
  const { t } = useT();
  const titleId = useId();
  if (capital.paid === 0 && capital.pending === 0) return null;
  const lines = [
    { label: t('assets.capitalPaid'), usdt: capital.paid },
    { label: t('assets.capitalPending'), usdt: capital.pending },
  ];
  return (
    <LabelledSection
      titleId={titleId}
      title={t('assets.capitalTitle')}
      titleClassName="text-sm font-semibold text-slate-200"
      className="rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3"
    >
      <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
        {lines.map((line) => (
          <div key={line.label}>
            <dt className="text-slate-400">{line.label}</dt>
            <dd className="text-slate-100">
              <span className="tabular-nums">{formatUsdt(line.usdt)}</span>{' '}
              <span className="text-xs font-medium text-slate-400">USDT</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-400">{t('assets.capitalNote')}</p>
    </LabelledSection>
  );
}
