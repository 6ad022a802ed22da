import type { Dashboard } from '@app/contract';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import type { UiKey } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { formatUsdt } from '@app/web-kit/lib/format';
import { useId } from 'react';

/** How a line counts towards the wallet: the first line and the result have no sign; a correction has its own. */
type Sign = '' | '+' | '−' | '±';

interface Line {
  label: UiKey;
  sign: Sign;
  usdt: number | undefined;
  note?: UiKey;
}

function Amount({ sign, usdt, isUnavailable }: { sign: Sign; usdt: number | undefined; isUnavailable: boolean }) {
  const { t } = useT();
  if (usdt === undefined) {
    if (isUnavailable) return <span className="text-slate-400">—</span>;
    return (
      <>
        <span aria-hidden="true" className="inline-block h-5 w-16 animate-pulse rounded-md bg-slate-800" />
        <span className="sr-only">{t('common.loading')}</span>
      </>
    );
  }
  const shown = usdt === 0 ? '' : sign === '±' ? (usdt < 0 ? '−' : '+') : sign;
  return (
    <>
      <span className="tabular-nums">
        {shown}
        {formatUsdt(Math.abs(usdt))}
      </span>{' '}
      <span className="text-xs font-medium text-slate-400">USDT</span>
    </>
  );
}

interface WalletSumProps {
  titleKey: UiKey;
  total: UiKey;
  lines: Line[];
  balance: number | undefined;
  notes: UiKey[];
  isUnavailable: boolean;
}

/** A wallet as the sum of what moved it: each line with its sign, then the wallet, then what the sum says. */
function WalletSum({ titleKey, total, lines, balance, notes, isUnavailable }: WalletSumProps) {
  const { t } = useT();
  const titleId = useId();
  return (
    <LabelledSection
      titleId={titleId}
      title={t(titleKey)}
      titleClassName="text-sm font-semibold text-slate-200"
      className="rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3"
    >
      {isUnavailable && balance === undefined && (
        <p className="mt-2 text-sm text-slate-400">{t('assets.unavailable')}</p>
      )}
      <dl className="mt-2 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-1.5">
            <dt className="text-slate-300">{t(line.label)}</dt>
            <dd className="text-right text-slate-100">
              <Amount sign={line.sign} usdt={line.usdt} isUnavailable={isUnavailable} />
            </dd>
            {line.note && <dd className="text-xs text-slate-400">{t(line.note)}</dd>}
          </div>
        ))}
        <div className="mt-1 grid grid-cols-[1fr_auto] items-baseline gap-x-3 border-t border-slate-700 pt-2 font-semibold">
          <dt className="text-slate-100">{t(total)}</dt>
          <dd className="text-right text-teal-200">
            <Amount sign="" usdt={balance} isUnavailable={isUnavailable} />
          </dd>
        </div>
      </dl>
      {notes.map((note, index) => (
        <p key={note} className={`${index === 0 ? 'mt-2' : 'mt-1'} text-xs text-slate-400`}>
          {t(note)}
        </p>
      ))}
    </LabelledSection>
  );
}

/** Operators' corrections of a wallet, credits less debits: a line of its sum only where they moved it. */
function correctionLines(figures: { corrections: number } | undefined): Line[] {
  return figures && figures.corrections !== 0
    ? [{ label: 'assets.corrections', sign: '±', usdt: figures.corrections }]
    : [];
}

/**
 * /assets: the Flexible wallet as the sum of what moved it (the dashboard's `flexibleWallet`, read in one statement
 * with the balance), so every figure of it is explained: earnings, bonuses included, less the withdrawals paid and
 * pending and the transfers sent; corrections and returned capital only where they moved it.
 */
export function FlexibleWalletSum({ dashboard, isUnavailable }: { dashboard?: Dashboard; isUnavailable: boolean }) {
  const figures = dashboard?.flexibleWallet;
  const lines: Line[] = [
    { label: 'assets.earned', sign: '', usdt: figures?.earned, note: 'assets.earnedNote' },
    { label: 'assets.withdrawalsPaid', sign: '−', usdt: figures?.withdrawalsPaid, note: 'assets.withdrawalsNote' },
    { label: 'assets.withdrawalsPending', sign: '−', usdt: figures?.withdrawalsPending },
    { label: 'assets.transfersSent', sign: '−', usdt: figures?.transfersSent },
  ];
  const hasOthers = Boolean(figures && (figures.corrections !== 0 || figures.capitalReturned !== 0));
  lines.push(...correctionLines(figures));
  if (figures && figures.capitalReturned !== 0) {
    lines.push({ label: 'assets.capitalReturned', sign: '+', usdt: figures.capitalReturned });
  }
  return (
    <WalletSum
      titleKey="assets.sumTitle"
      total="wallet.flexible"
      lines={lines}
      balance={figures?.balance}
      notes={hasOthers ? ['assets.sumNote', 'assets.sumNoteMore'] : ['assets.sumNote']}
      isUnavailable={isUnavailable}
    />
  );
}

/**
 * /assets: the Electronic wallet as the sum of what moved it (the dashboard's `electronicWallet`): deposits credited,
 * less packages bought and their handling fees, plus transfers received; corrections only where they moved it.
 */
export function ElectronicWalletSum({ dashboard, isUnavailable }: { dashboard?: Dashboard; isUnavailable: boolean }) {
  const figures = dashboard?.electronicWallet;
  const lines: Line[] = [
    { label: 'assets.deposits', sign: '', usdt: figures?.deposits, note: 'assets.depositsNote' },
    { label: 'assets.purchases', sign: '−', usdt: figures?.purchases },
    { label: 'assets.fees', sign: '−', usdt: figures?.fees, note: 'assets.feesNote' },
    { label: 'assets.transfersReceived', sign: '+', usdt: figures?.transfersReceived },
  ];
  lines.push(...correctionLines(figures));
  if (figures && figures.refunds !== 0) lines.push({ label: 'assets.refunds', sign: '−', usdt: figures.refunds });
  return (
    <WalletSum
      titleKey="assets.electronicSumTitle"
      total="wallet.electronic"
      lines={lines}
      balance={figures?.balance}
      notes={['assets.electronicSumNote']}
      isUnavailable={isUnavailable}
    />
  );
}
