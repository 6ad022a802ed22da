import { StrokeIcon } from '@app/web-kit/components/ui/stroke-icon';

const PATHS = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4 4',
  sidebar: 'M5 5h4v4H5zM15 5h4v4h-4zM5 15h4v4H5zM15 15h4v4h-4z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm6 9 6 6 6-6',
} as const;

export type HeaderIconName = keyof typeof PATHS;

export function HeaderIcon({ name, className = 'size-5' }: { name: HeaderIconName; className?: string }) {
  return <StrokeIcon path={PATHS[name]} className={className} size={20} strokeWidth="1.8" />;
}

export const ICON_BUTTON =
  'inline-grid size-11 shrink-0 place-items-center rounded-xl text-slate-300 hover:bg-slate-800 hover:text-slate-50 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';
