import {
  adjustBody,
  adminMemberListResponse,
  adminMemberQuery,
  adminMemberResponse,
  auditListResponse,
  auditQuery,
  blockBody,
  memberIdParams,
  overviewResponse,
} from './console';
import { route } from './route-def';

// The operator console's own reads and member actions; queues and settings sit with their areas' routes.
export const consoleRoutes = {
  adminOverview: route({
    method: 'GET',
    path: '/adminApi/overview',
    access: 'admin',
    summary: 'Members, money from the ledger, queues, solvency and the last 30 days',
    response: overviewResponse,
  }),
  adminMembers: route({
    method: 'GET',
    path: '/adminApi/members',
    access: 'admin',
    summary: 'Members and vendors, newest first; search by name, e-mail, phone or UID',
    query: adminMemberQuery,
    response: adminMemberListResponse,
  }),
  adminMember: route({
    method: 'GET',
    path: '/adminApi/members/:_id',
    access: 'admin',
    summary: 'One member: profile, wallets, team, orders, deposits, withdrawals, incomes and ledger postings',
    params: memberIdParams,
    response: adminMemberResponse,
  }),
  adminMemberBlock: route({
    method: 'POST',
    path: '/adminApi/members/:_id/block',
    access: 'admin',
    summary: 'Blocks a member: sessions end, sign-in and every member call are refused (audited)',
    params: memberIdParams,
    body: blockBody,
    response: adminMemberResponse,
  }),
  adminMemberUnblock: route({
    method: 'POST',
    path: '/adminApi/members/:_id/unblock',
    access: 'admin',
    summary: 'Lets a blocked member sign in again (audited)',
    params: memberIdParams,
    response: adminMemberResponse,
  }),
  adminMemberAdjust: route({
    method: 'POST',
    path: '/adminApi/members/:_id/adjust',
    access: 'admin',
    summary: 'Credits or debits a wallet against the platform adjustments account, with a reason (audited)',
    params: memberIdParams,
    body: adjustBody,
    response: adminMemberResponse,
  }),
  adminAudit: route({
    method: 'GET',
    path: '/adminApi/audit',
    access: 'admin',
    summary: 'The audit log, newest first; filter by action and operator',
    query: auditQuery,
    response: auditListResponse,
  }),
} as const;
