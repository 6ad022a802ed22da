import {
  announcementBody,
  announcementIdParams,
  announcementLanguageQuery,
  announcementResponse,
  announcementsResponse,
  liveAnnouncementsResponse,
} from './announcements';
import { ROLES } from './operator-roles';
import { route } from './route-def';

// Operators tell members of a change before it happens (docs/product.md#announcements): the content roles publish
// and withdraw; members and visitors read the live ones, which are not secret (docs/decisions/031-announcements.md).
export const announcementRoutes = {
  announcements: route({
    method: 'GET',
    path: '/publicApi/announcements',
    access: 'public',
    summary:
      'The announcements live now (language=en|es|hi, en when absent), warnings first then newest, each in that language or English where it has none',
    query: announcementLanguageQuery,
    response: liveAnnouncementsResponse,
  }),
  adminAnnouncements: route({
    method: 'GET',
    path: '/adminApi/announcements',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Every announcement, ended and withdrawn ones included, newest start first, each with its status',
    response: announcementsResponse,
  }),
  adminAnnouncementCreate: route({
    method: 'POST',
    path: '/adminApi/announcements',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Publishes an announcement for its window, with its title and body per language (audited)',
    body: announcementBody,
    response: announcementResponse,
  }),
  adminAnnouncementWithdraw: route({
    method: 'DELETE',
    path: '/adminApi/announcements/:_id',
    access: 'admin',
    roles: ROLES.content,
    summary:
      'Withdraws an announcement: no longer shown, kept for the record; a second withdrawal changes nothing (audited)',
    params: announcementIdParams,
    response: announcementResponse,
  }),
} as const;
