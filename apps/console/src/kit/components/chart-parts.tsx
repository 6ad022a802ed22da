import type { ReactNode } from 'react';

// What the console's charts (the overview's days, the reports' bars and lines, a dry run's months) draw alike, as
// plain SVG without a chart library. The picture is for the eye: each chart's figures are in a table beside it.

/** The drawing's own height: a chart spans it from its lowest to its highest figure. */
export const CHART_HEIGHT = 100;

const GRID = [25, 50, 75];

interface ChartSvgProps {
  /** What the chart shows, in a sentence: its accessible name. */
  label: string;
  /** The drawing's own width; it stretches to the box's. */
  width: number;
  className: string;
  children: ReactNode;
}

/** A chart's drawing: an image named by a sentence, stretched to its box. */
export function ChartSvg({ label, width, className, children }: ChartSvgProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      preserveAspectRatio="none"
      className={className}
    >
      {children}
    </svg>
  );
}

/** The faint lines across a chart at a quarter, a half and three quarters of its height. */
export function ChartGrid({ width }: { width: number }) {
  return GRID.map((y) => (
    <line
      key={y}
      x1={0}
      x2={width}
      y1={y}
      y2={y}
      className="stroke-slate-800"
      strokeDasharray="2 2"
      vectorEffect="non-scaling-stroke"
    />
  ));
}

/** The names of the first and last point, under a chart. */
export function ChartEnds({ first, last }: { first: string; last: string }) {
  return (
    <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-400">
      <span>{first}</span>
      <span>{last}</span>
    </div>
  );
}

/** An axis figure above or under a chart ("1,200.00 USDT"). */
export function ChartScale({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p aria-hidden="true" className={`${className ?? ''} text-xs text-slate-400 tabular-nums`.trim()}>
      {children}
    </p>
  );
}

const MARK = { line: 'inline-block h-0.5 w-5', box: 'size-3 rounded-sm' } as const;

interface ChartLegendProps<Key extends string> {
  items: readonly { key: Key; label: string; swatch: string }[];
  /** A short line for a line chart, a square for bars. */
  mark: keyof typeof MARK;
  /** The legend's name, when it holds figures. */
  label?: string;
  className?: string;
  /** A figure after each name (a total over the days). */
  figureOf?: (key: Key) => string;
}

/** What each colour of a chart is. */
export function ChartLegend<Key extends string>({ items, mark, label, className, figureOf }: ChartLegendProps<Key>) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-x-5 gap-y-2 text-sm ${className ?? ''}`.trim()}>
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <span aria-hidden="true" className={`${MARK[mark]} ${item.swatch}`} />
          <span className="text-slate-300">{item.label}</span>
          {figureOf && <span className="font-semibold text-slate-50 tabular-nums">{figureOf(item.key)}</span>}
        </li>
      ))}
    </ul>
  );
}
