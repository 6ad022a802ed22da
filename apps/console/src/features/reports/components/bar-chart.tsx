import {
  ChartEnds,
  ChartGrid,
  ChartLegend,
  ChartScale,
  ChartSvg,
  CHART_HEIGHT as HEIGHT,
} from '../../../kit/components/chart-parts';

// Bars per day: side by side (deposits against withdrawals) or stacked (income by kind). Its accessible name says
// what it shows, and the figures are in a table.

export interface BarSeries {
  key: string;
  label: string;
  values: number[];
  /** The bar's colour (`fill-teal-400`) and its swatch in the legend (`bg-teal-400`). */
  fill: string;
  swatch: string;
}

interface BarChartProps {
  /** What the chart shows, in a sentence: its accessible name. */
  label: string;
  /** Each day's name, in order; the first and last are written under the chart. */
  days: string[];
  series: BarSeries[];
  stacked?: boolean;
  /** The tallest figure's label above the chart, or what an empty chart says. */
  format: (value: number) => string;
  /** What hovering a day says. */
  dayTitle: (index: number) => string;
}

// The drawing's own units: each day is a slot this wide; the tallest bar (or stack) is HEIGHT high.
const SLOT = 10;

export function BarChart({ label, days, series, stacked = false, format, dayTitle }: BarChartProps) {
  const heights = days.map((_day, index) =>
    stacked
      ? series.reduce((sum, each) => sum + Math.max(each.values[index] ?? 0, 0), 0)
      : Math.max(0, ...series.map((each) => each.values[index] ?? 0)),
  );
  const max = Math.max(0, ...heights);
  const width = Math.max(days.length, 1) * SLOT;
  const barWidth = stacked ? SLOT * 0.7 : (SLOT * 0.8) / Math.max(series.length, 1);
  // A day with any amount keeps a visible sliver, however small next to the tallest.
  const heightOf = (value: number) => (max > 0 && value > 0 ? Math.max((value / max) * HEIGHT, 1) : 0);

  return (
    <div>
      <ChartLegend items={series} mark="box" />
      <ChartScale className="mt-3">{format(max)}</ChartScale>
      <ChartSvg label={label} width={width} className="mt-1 h-40 w-full border-b border-slate-600 sm:h-48">
        <ChartGrid width={width} />
        {days.map((day, index) => {
          let base = HEIGHT;
          return (
            <g key={day}>
              <title>{dayTitle(index)}</title>
              {/* The whole slot, so hovering anywhere over the day shows its figures. */}
              <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent" />
              {series.map((each, position) => {
                const height = heightOf(each.values[index] ?? 0);
                if (height === 0) return null;
                if (stacked) {
                  base -= height;
                  return (
                    <rect
                      key={each.key}
                      x={index * SLOT + (SLOT - barWidth) / 2}
                      y={base}
                      width={barWidth}
                      height={height}
                      className={each.fill}
                    />
                  );
                }
                return (
                  <rect
                    key={each.key}
                    x={index * SLOT + SLOT * 0.1 + position * barWidth}
                    y={HEIGHT - height}
                    width={barWidth * 0.9}
                    height={height}
                    className={each.fill}
                  />
                );
              })}
            </g>
          );
        })}
      </ChartSvg>
      <ChartEnds first={days[0] ?? ''} last={days.length > 1 ? (days.at(-1) ?? '') : ''} />
    </div>
  );
}
