import { ChartEnds, ChartGrid, ChartLegend, ChartScale, ChartSvg, CHART_HEIGHT as HEIGHT } from './chart-parts';

// Lines over days or months (the reports' obligations, a dry run's months): its accessible name says what it shows in
// a sentence, and each caller puts the figures in a table beside it.

export interface LineSeries {
  key: string;
  /** Its name in the legend, in the shown language. */
  label: string;
  values: number[];
  /** The line's colour (`stroke-teal-300`) and its swatch in the legend (`bg-teal-300`). */
  stroke: string;
  swatch: string;
  dashed?: boolean;
}

export interface LineChartProps {
  /** What the chart shows, in a sentence: its accessible name. */
  label: string;
  series: LineSeries[];
  /** Each point's name on the x axis ("23/11/2026", "Month 3"), in order; the first and last are written under it. */
  points: string[];
  /** A point marked with an upright line and a label (the runway's day, a run's first uncovered month). */
  marker?: { index: number; label: string };
  /** An axis figure ("1,200.00 USDT"). */
  format: (value: number) => string;
  /** What hovering a point says. */
  pointTitle?: (index: number) => string;
}

// The drawing's own units: each point is STEP apart.
const STEP = 10;

/** The lowest and highest figure the axis spans: zero always in it, and never a flat range. */
function rangeOf(series: LineSeries[]): { top: number; bottom: number } {
  const values = series.flatMap((each) => each.values);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  return top === bottom ? { top: bottom + 1, bottom } : { top, bottom };
}

export function LineChart({ label, series, points, marker, format, pointTitle }: LineChartProps) {
  const { top, bottom } = rangeOf(series);
  const width = Math.max(points.length - 1, 1) * STEP;
  // One point draws a level line across, so a one-month run still shows its figures.
  const xOf = (index: number) => (points.length > 1 ? index * STEP : index === 0 ? 0 : width);
  const yOf = (value: number) => ((top - value) / (top - bottom)) * HEIGHT;
  const pathOf = (values: number[]) => {
    const drawn = values.length === 1 ? [values[0] ?? 0, values[0] ?? 0] : values;
    return drawn.map((value, index) => `${xOf(index).toFixed(2)},${yOf(value).toFixed(2)}`).join(' ');
  };
  const markerX = marker ? (xOf(marker.index) / width) * 100 : 0;
  const markerEdge = markerX > 80 ? 'right-0' : markerX < 20 ? 'left-0' : '-translate-x-1/2';

  return (
    <div>
      <ChartLegend items={series} mark="line" />
      <ChartScale className="mt-3">{format(top)}</ChartScale>
      <div className="relative mt-1">
        <ChartSvg
          label={label}
          width={width}
          className="h-44 w-full overflow-visible border-y border-slate-700 sm:h-56"
        >
          <ChartGrid width={width} />
          {bottom < 0 && (
            <line
              x1={0}
              x2={width}
              y1={yOf(0)}
              y2={yOf(0)}
              className="stroke-slate-500"
              vectorEffect="non-scaling-stroke"
            />
          )}
          {marker && (
            <line
              x1={xOf(marker.index)}
              x2={xOf(marker.index)}
              y1={0}
              y2={HEIGHT}
              className="stroke-rose-400"
              strokeWidth={1.5}
              strokeDasharray="4 3"
              vectorEffect="non-scaling-stroke"
            />
          )}
          {series.map((each) => (
            <polyline
              key={each.key}
              points={pathOf(each.values)}
              fill="none"
              className={each.stroke}
              strokeWidth={2}
              strokeDasharray={each.dashed ? '6 4' : undefined}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {pointTitle &&
            points.map((point, index) => (
              // Hovering anywhere over a point's column shows its figures.
              <rect
                key={point}
                x={xOf(index) - STEP / 2}
                y={0}
                width={STEP}
                height={HEIGHT}
                className="fill-transparent"
              >
                <title>{pointTitle(index)}</title>
              </rect>
            ))}
        </ChartSvg>
        {marker && (
          <span
            aria-hidden="true"
            className={`absolute top-1 rounded bg-slate-950/80 px-1.5 text-xs font-semibold whitespace-nowrap text-rose-300 ${markerEdge}`}
            style={markerEdge.startsWith('-') ? { left: `${markerX}%` } : undefined}
          >
            {marker.label}
          </span>
        )}
      </div>
      <ChartScale className="mt-1">{format(bottom)}</ChartScale>
      <ChartEnds first={points[0] ?? ''} last={points.length > 1 ? (points.at(-1) ?? '') : ''} />
    </div>
  );
}
