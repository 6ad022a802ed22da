// A ticket's side cards (who asked, the record it is about): their frame and title.
export const SIDE_CARD = 'rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5';
export const CARD_TITLE = 'font-semibold text-slate-50';
