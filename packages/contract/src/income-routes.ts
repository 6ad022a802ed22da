import { pageQuery } from './envelope';
import {
  allIncomeListResponse,
  bonusListResponse,
  dashboardResponse,
  directTeamQuery,
  genealogyQuery,
  genealogyResponse,
  incomeListResponse,
  teamCountQuery,
  teamCountResponse,
  teamListResponse,
  teamQuery,
} from './income';
import { twins } from './route-def';

export const incomeRoutes = {
  dashboard: twins('deshBoradDataUserData', {
    method: 'GET',
    summary: "The caller's investment, team and income totals",
    response: dashboardResponse,
  }),
  incomeAll: twins('getIncomeUser', {
    method: 'GET',
    summary: 'Every income of the caller, bonuses included, newest first, with totals and the last 30 days',
    query: pageQuery,
    response: allIncomeListResponse,
  }),
  incomeTrading: twins('getTradingIncomeUser', {
    method: 'GET',
    summary: 'Trading profit paid to the caller',
    query: pageQuery,
    response: incomeListResponse,
  }),
  incomeLevel: twins('getlavelincomeUser', {
    method: 'GET',
    summary: "Level income from the profit of the caller's team A, B and C",
    query: pageQuery,
    response: incomeListResponse,
  }),
  incomeDirect: twins('getDireactncomeUser', {
    method: 'GET',
    summary: "Direct income from the purchases of the caller's direct referrals",
    query: pageQuery,
    response: incomeListResponse,
  }),
  incomeReward: twins('getRewardincomeUser', {
    method: 'GET',
    summary: 'One-time rank rewards',
    query: pageQuery,
    response: incomeListResponse,
  }),
  incomeBonus: twins('getBonusIncomeUser', {
    method: 'GET',
    summary:
      'Bonuses an operator credited to the caller from the console, newest first, with totals and the last 30 days',
    query: pageQuery,
    response: bonusListResponse,
  }),
  teamList: twins('userallteamlist', {
    method: 'GET',
    summary: "The caller's team members at level 1, 2 or 3 (team A, B, C), newest first",
    query: teamQuery,
    response: teamListResponse,
  }),
  genealogy: twins('genelogybyuser', {
    method: 'GET',
    summary:
      "The children of one member of the caller's downline (the caller's own without parent), oldest first; 404 for a member outside it",
    query: genealogyQuery,
    response: genealogyResponse,
  }),
  directTeam: twins('sellerDirectTeam', {
    method: 'GET',
    summary: "The caller's direct referrals (team A), newest first, searchable by name or UID",
    query: directTeamQuery,
    response: teamListResponse,
  }),
  teamCount: twins('myTeamCount', {
    method: 'GET',
    summary:
      "Registered and valid (active) members of the caller's three levels, all or those who joined today, yesterday or in the last 7 platform days",
    query: teamCountQuery,
    response: teamCountResponse,
  }),
} as const;
