import { StrokeIcon } from '@app/web-kit/components/ui/stroke-icon';
import type { IconName } from '@app/web-kit/lib/site-content/types';

const PATHS: Record<IconName, string> = {
  cloud: 'M7 18a4 4 0 0 1-.5-8 5.5 5.5 0 0 1 10.7-1.2A4.5 4.5 0 0 1 17.5 18z',
  shield: 'M12 3 4.5 6v5.5c0 4.5 3.2 8.4 7.5 9.5 4.3-1.1 7.5-5 7.5-9.5V6zm-3 9 2 2 4-4',
  chart: 'M4 20h16M7 16v-4m5 4V8m5 8v-6',
  code: 'm8 8-4 4 4 4m8-8 4 4-4 4m-6 2 4-12',
  chip: 'M8 8h8v8H8zM10 3v3m4-3v3m-4 12v3m4-3v3M3 10h3m-3 4h3m12-4h3m-3 4h3',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15h3a5 5 0 0 0-4-4.9',
  bolt: 'M13 3 5 13.5h6L10 21l8-10.5h-6z',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3Z',
  support:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zm-3 2v1a3 3 0 0 1-3 3h-2',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
};

export function SiteIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return <StrokeIcon path={PATHS[name]} className={className} size={24} />;
}
