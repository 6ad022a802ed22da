import { EARNING_KINDS, type EarningKind } from '@app/contract';

// Each kind of income has one colour wherever income is stacked by kind: the member's income chart and the console's
// flows report. Kinds take the palette's colours in the contract's order (docs/decisions/037-income-kinds.md), so a
// kind added later is drawn in the next one without a list to extend. The classes are written out whole: Tailwind
// finds only the names it reads in the source.
const PALETTE = [
  { fill: 'fill-teal-400', swatch: 'bg-teal-400' },
  { fill: 'fill-sky-400', swatch: 'bg-sky-400' },
  { fill: 'fill-amber-300', swatch: 'bg-amber-300' },
  { fill: 'fill-fuchsia-400', swatch: 'bg-fuchsia-400' },
  { fill: 'fill-lime-300', swatch: 'bg-lime-300' },
  { fill: 'fill-rose-400', swatch: 'bg-rose-400' },
  { fill: 'fill-indigo-300', swatch: 'bg-indigo-300' },
  { fill: 'fill-orange-300', swatch: 'bg-orange-300' },
] as const;

/** A kind's bar (`fill-…`) and its legend's swatch (`bg-…`). */
export function kindColour(kind: EarningKind): { fill: string; swatch: string } {
  return PALETTE[EARNING_KINDS.indexOf(kind) % PALETTE.length] ?? PALETTE[0];
}
