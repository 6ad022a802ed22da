import { incomeChartQuery, incomeChartResponse, rankProgressResponse } from './progress';
import { twins } from './route-def';

export const progressRoutes = {
  rankProgress: twins('rankProgress', {
    method: 'GET',
    summary: "The caller's rank, the next rank's thresholds with the caller's figures against each, and its reward",
    response: rankProgressResponse,
  }),
  incomeChart: twins('incomeChart', {
    method: 'GET',
    summary: "The caller's income per platform day and kind for the last 7, 30 or 90 days, zeros included",
    query: incomeChartQuery,
    response: incomeChartResponse,
  }),
} as const;
