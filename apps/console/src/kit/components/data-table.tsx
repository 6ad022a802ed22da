import type { ReactNode } from 'react';

// A table of figures (a report, a dry run's months): scrolled sideways on a phone inside a frame that takes the
// keyboard's focus (so the arrow keys scroll it), its figures right-aligned in tabular digits.

export const HEAD = 'sticky top-0 bg-slate-900 text-xs tracking-wide text-slate-400 uppercase';
export const COLUMN = 'px-3 py-2 text-right font-medium whitespace-nowrap';
export const FIRST_COLUMN = 'px-3 py-2 text-left font-medium whitespace-nowrap';
export const CELL = 'px-3 py-2 text-right whitespace-nowrap text-slate-100';
export const ROW_HEAD = 'px-3 py-2 text-left font-normal whitespace-nowrap text-slate-300';

interface DataTableProps {
  /** The table's caption, also the name of its scrolling frame. */
  caption: string;
  /** Shown caption (a heading above the table says it already: read by screen readers only). */
  captionVisible?: boolean;
  /** The frame's height limit, for tables of many rows (a day each). */
  tall?: boolean;
  children: ReactNode;
}

export function DataTable({ caption, captionVisible = false, tall = false, children }: DataTableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it
      tabIndex={0}
      className={`overflow-auto rounded-xl border border-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 ${tall ? 'max-h-96' : ''}`}
    >
      <table className="w-full text-sm tabular-nums">
        <caption className={captionVisible ? 'px-3 pt-3 pb-1 text-left font-semibold text-slate-100' : 'sr-only'}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}

export interface HeadColumn {
  label: string;
  /** Words sit left, as the first column's names do; figures sit right. */
  isText?: boolean;
  /** Added to the column's own look (a long head that may wrap). */
  extraClass?: string;
}

/** A table's column heads, in order. */
export function TableHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead className={HEAD}>
      <tr>
        {columns.map(({ label, isText, extraClass }) => (
          <th
            key={label}
            scope="col"
            className={`${isText ? FIRST_COLUMN : COLUMN}${extraClass ? ` ${extraClass}` : ''}`}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
