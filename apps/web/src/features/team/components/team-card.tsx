import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, usdt } from '@app/web-kit/lib/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEAM_TEXTS } from '../texts';

interface TeamCardProps {
  name: string;
  path: string;
  /** Undefined while the dashboard loads. */
  figures: { active: number; inactive: number; investment: number; business: number } | undefined;
}

const LOADING = '…';

/** The whole card is the link (its heading's link stretches over it), so the accessible name stays "Team A". */
export function TeamCard({ name, path, figures }: TeamCardProps) {
  const { t } = useTexts(TEAM_TEXTS);
  return (
    <li className="relative rounded-2xl border border-slate-800 bg-slate-900/80 p-5 transition hover:border-teal-400/50 focus-within:ring-2 focus-within:ring-teal-300">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-50">
          <Link to={path} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {name}
          </Link>
        </h2>
        <svg viewBox="0 0 20 20" className="size-5 text-slate-500" fill="currentColor" aria-hidden="true">
          <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
      <dl aria-busy={figures ? undefined : true} className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <TeamFigure label={t('team.active')} tone="text-lg text-green-300">
          {figures ? formatNumber(figures.active) : LOADING}
        </TeamFigure>
        <TeamFigure label={t('team.inactive')} tone="text-lg text-slate-300">
          {figures ? formatNumber(figures.inactive) : LOADING}
        </TeamFigure>
        <TeamFigure wide label={t('team.investmentActive')} tone="text-lg text-teal-200">
          {figures ? usdt(figures.investment) : LOADING}
        </TeamFigure>
        <TeamFigure wide label={t('team.business')} tone="text-slate-300">
          {figures ? usdt(figures.business) : LOADING}
        </TeamFigure>
      </dl>
    </li>
  );
}

/** One figure of the card; a `wide` one spans both columns, for amounts that would not fit half the card. */
function TeamFigure({
  label,
  tone,
  wide = false,
  children,
}: {
  label: string;
  tone: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : undefined}>
      <dt className="text-slate-400">{label}</dt>
      <dd className={`mt-0.5 font-semibold tabular-nums ${tone}`}>{children}</dd>
    </div>
  );
}
