export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 focus-visible:ring-offset-2 ' +
  'focus-visible:ring-offset-slate-950 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-teal-400 text-slate-950 hover:bg-teal-300',
  secondary: 'border border-slate-600 bg-slate-900 text-slate-100 hover:border-teal-400 hover:text-teal-200',
  ghost: 'text-teal-300 hover:bg-slate-800 hover:text-teal-200',
  danger: 'bg-rose-600 text-white hover:bg-rose-700',
};

/** Also styles links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}
