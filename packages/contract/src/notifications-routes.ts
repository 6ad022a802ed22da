import {
  notificationPreferences,
  notificationPreferencesResponse,
  notificationsQuery,
  notificationsReadBody,
  notificationsReadResponse,
  notificationsResponse,
} from './notifications';
import { twins } from './route-def';

export const notificationRoutes = {
  notifications: twins('notifications', {
    method: 'GET',
    summary: "The caller's notifications, newest first, ten a page, with how many are unread",
    query: notificationsQuery,
    response: notificationsResponse,
  }),
  notificationsRead: twins('notificationsRead', {
    method: 'POST',
    summary: "Marks one of the caller's notifications ({ _id }) or all of them ({ all: true }) as read",
    body: notificationsReadBody,
    response: notificationsReadResponse,
  }),
  notificationPreferences: twins('notificationPreferences', {
    method: 'GET',
    summary: 'The kinds of notification the caller does not want by e-mail',
    response: notificationPreferencesResponse,
  }),
  saveNotificationPreferences: twins('notificationPreferences', {
    method: 'POST',
    summary: 'Sets the kinds of notification the caller does not want by e-mail; the centre still shows them',
    body: notificationPreferences,
    response: notificationPreferencesResponse,
  }),
} as const;
