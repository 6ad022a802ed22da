import type { ReserveSnapshot } from '@app/web-kit/api/get-reserves';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDay, formatNumber } from '@app/web-kit/lib/format';
import { RESERVES_TEXTS } from '../texts';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 8, right: 8, bottom: 20, left: 8 };

function pointsOf(values: number[], top: number) {
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: PAD.left + (values.length > 1 ? index * step : innerWidth / 2),
    y: PAD.top + innerHeight - (top > 0 ? (value / top) * innerHeight : 0),
  }));
}

/** One series: the line, and a dot on each snapshot so that a single snapshot shows too. */
function Series({ values, top, className }: { values: number[]; top: number; className: string }) {
  const points = pointsOf(values, top);
  return (
    <g className={className}>
      <polyline
        points={points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
        fill="none"
        strokeWidth={2}
      />
      {points.map(({ x, y }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the snapshots' order is their identity here
        <circle key={index} cx={x} cy={y} r={2.5} className="fill-current" />
      ))}
    </g>
  );
}

/**
 * Liabilities and reserves of each snapshot, oldest left, as two plain SVG lines. The figures are also in the table
 * below the chart for screen readers and keyboard users.
 */
export function ReservesChart({ history }: { history: ReserveSnapshot[] }) {
  const { t } = useTexts(RESERVES_TEXTS);
  const top = Math.max(1, ...history.flatMap((row) => [row.liabilities, row.reserves]));
  const first = history[0];
  const last = history.at(-1);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        role="img"
        aria-label={
          history.length === 1 ? t('rsv.chartOne') : t('rsv.chartOther', { count: formatNumber(history.length) })
        }
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-slate-700"
        />
        <Series values={history.map((row) => row.liabilities)} top={top} className="stroke-amber-300 text-amber-300" />
        <Series values={history.map((row) => row.reserves)} top={top} className="stroke-teal-300 text-teal-300" />
        {first && (
          <text x={PAD.left} y={HEIGHT - 4} className="fill-slate-400 text-[10px]">
            {formatDay(first.day)}
          </text>
        )}
        {last && history.length > 1 && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end" className="fill-slate-400 text-[10px]">
            {formatDay(last.day)}
          </text>
        )}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-slate-300">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-teal-300" /> {t('rsv.reserves')}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-amber-300" /> {t('rsv.liabilities')}
        </span>
      </figcaption>
    </figure>
  );
}
