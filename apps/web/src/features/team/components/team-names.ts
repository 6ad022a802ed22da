import type { TeamLevel } from '../api/query-keys';

// Team A = direct referrals, B = theirs, C = the next level (docs/product.md#team).
export const TEAMS = [
  { level: 1, letter: 'A', name: 'Team A', path: '/team-a' },
  { level: 2, letter: 'B', name: 'Team B', path: '/team-b' },
  { level: 3, letter: 'C', name: 'Team C', path: '/team-c' },
] as const satisfies readonly { level: TeamLevel; letter: string; name: string; path: string }[];

export type Team = (typeof TEAMS)[number];

export function teamOf(level: TeamLevel) {
  return TEAMS[level - 1] ?? TEAMS[0];
}
