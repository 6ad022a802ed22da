import { EARNING_KINDS, type EarningKind } from '@app/contract';

// Each kind of income has one colour wherever income is stacked by kind: the member's income chart and the console's
// flows report. A kind without a colour of its own here takes the next spare one, in the contract's order
// (docs/decisions/037-income-kinds.md), so a kind added later is drawn without a line here and no kind's colour moves.
// The classes are written out whole: Tailwind finds only the names it reads in the source.

interface Colour {
  /** The bar (`fill-…`). */
  fill: string;
  /** Its legend's swatch (`bg-…`). */
  swatch: string;
}

const OWN: Partial<Record<EarningKind, Colour>> = {
  trading: { fill: 'fill-teal-400', swatch: 'bg-teal-400' },
  level: { fill: 'fill-sky-400', swatch: 'bg-sky-400' },
  direct: { fill: 'fill-amber-300', swatch: 'bg-amber-300' },
  reward: { fill: 'fill-fuchsia-400', swatch: 'bg-fuchsia-400' },
  bonus: { fill: 'fill-lime-300', swatch: 'bg-lime-300' },
};
const SPARE: readonly Colour[] = [
  { fill: 'fill-rose-400', swatch: 'bg-rose-400' },
  { fill: 'fill-indigo-300', swatch: 'bg-indigo-300' },
  { fill: 'fill-orange-300', swatch: 'bg-orange-300' },
];

/** A kind's bar and swatch. */
export function kindColour(kind: EarningKind): Colour {
  const own = OWN[kind];
  if (own) return own;
  const spareIndex = EARNING_KINDS.filter((each) => !OWN[each]).indexOf(kind);
  return SPARE[spareIndex % SPARE.length] ?? { fill: 'fill-slate-400', swatch: 'bg-slate-400' };
}
