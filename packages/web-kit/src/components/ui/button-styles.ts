export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

// The colours fade in on hover only: a button that becomes available (its data arrived, a request ended) changes at
// once, never through a half-faded frame whose label cannot be read.
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold hover:transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 focus-visible:ring-offset-2 ' +
  'focus-visible:ring-offset-slate-950 disabled:cursor-not-allowed';

/** Busy (a request running, a page hydrating): the button keeps its colours, dimmed, beside its spinner. */
const BUSY = 'disabled:opacity-60';
/**
 * Not available (Pay before the rules allow it): grey and dashed whatever its variant, so it cannot be taken for a
 * live button; its label still reads at 4.5:1 or more (slate-300 on slate-800).
 */
const UNAVAILABLE = 'border border-dashed border-slate-600 bg-slate-800 text-slate-300';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-teal-400 text-slate-950 hover:bg-teal-300',
  secondary: 'border border-slate-600 bg-slate-900 text-slate-100 hover:border-teal-400 hover:text-teal-200',
  ghost: 'text-teal-300 hover:bg-slate-800 hover:text-teal-200',
  danger: 'bg-rose-600 text-white hover:bg-rose-700',
};

/** Also styles links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = '', unavailable = false): string {
  return `${BASE} ${unavailable ? UNAVAILABLE : `${VARIANTS[variant]} ${BUSY}`} ${extra}`.trim();
}
