import type { Person } from '../../../lib/site-content/types';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

export function Avatar({ person, size = 64 }: { person: Person; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" className="shrink-0 rounded-full">
      <rect width="64" height="64" fill="#134e4a" />
      <circle cx="32" cy="70" r="30" fill="#0f766e" />
      <text x="32" y="38" textAnchor="middle" fontSize="20" fontWeight="700" fill="#ccfbf1">
        {initialsOf(person.name)}
      </text>
    </svg>
  );
}
