/** Team A, B and C are the levels 1, 2 and 3 below the member. */
export type TeamLevel = 1 | 2 | 3;

// Every cache key of the team feature.
export const teamKeys = {
  all: ['team'] as const,
  list: (level: TeamLevel, page: number, search = '') => [...teamKeys.all, level, page, search] as const,
};
