const FOCUS_RING = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

export const TEXT_LINK = `rounded font-semibold text-teal-300 underline-offset-4 hover:text-teal-200 hover:underline ${FOCUS_RING}`;

export const PANEL = 'rounded-2xl border border-slate-800 bg-slate-900/60';

export const SECTION = 'mx-auto max-w-6xl px-4';
