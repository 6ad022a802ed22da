import type { ReactNode } from 'react';

const LABEL = 'text-xs font-medium tracking-wide text-slate-400 uppercase';

/** How a labelled value reads, by where it stands. */
const LOOKS = {
  /** A profile's or a ticket's facts: the label small above a value that wraps. */
  plain: { box: 'min-w-0', label: LABEL, value: 'mt-0.5 break-words text-slate-100' },
  /** A list row's facts, kept to one line each. */
  clipped: {
    box: 'min-w-0',
    label: `truncate ${LABEL}`,
    value: 'mt-0.5 truncate font-medium text-slate-100 tabular-nums',
  },
  /** A row's amounts: label and figure on one line on phones, one above the other from 640 px. */
  figure: {
    box: 'flex min-w-0 items-baseline justify-between gap-3 sm:block',
    label: LABEL,
    value: 'font-semibold text-slate-50 tabular-nums sm:mt-0.5',
  },
  /** A member's balances and team counts, each in its own box. */
  tile: {
    box: 'min-w-0 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3',
    label: LABEL,
    value: 'mt-1 font-semibold text-teal-200 tabular-nums sm:text-lg',
  },
  /** A run's inputs: label left, value right, a line under each. */
  row: {
    box: 'flex items-baseline justify-between gap-3 border-b border-slate-800/60 py-1',
    label: 'text-slate-400',
    value: 'text-right text-slate-100 tabular-nums',
  },
} as const;

interface FactProps {
  label: string;
  look?: keyof typeof LOOKS;
  /** Across both columns of a two-column list. */
  wide?: boolean;
  children: ReactNode;
}

/** A labelled value in a `dl`. */
export function Fact({ label, look = 'plain', wide = false, children }: FactProps) {
  const { box, label: labelClass, value } = LOOKS[look];
  return (
    <div className={wide ? `${box} col-span-2` : box}>
      <dt className={labelClass}>{label}</dt>
      <dd className={value}>{children}</dd>
    </div>
  );
}

/** Facts from a list, all in one look (the `dl` around them is the caller's). */
export function Facts({
  facts,
  look,
}: {
  facts: readonly { label: string; value: ReactNode }[];
  look: FactProps['look'];
}) {
  return facts.map(({ label, value }) => (
    <Fact key={label} look={look} label={label}>
      {value}
    </Fact>
  ));
}
