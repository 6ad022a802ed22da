import { ROLES } from './operator-roles';
import { route } from './route-def';
import {
  contactIdParams,
  contactListQuery,
  contactListResponse,
  contactResendResponse,
  newsletterCsvResponse,
  newsletterListQuery,
  newsletterListResponse,
} from './site-console';

// The operator console's view of the site's forms: contact messages (with a resend of a failed mail) and the
// newsletter's subscribers, on screen and as a CSV file.
export const siteConsoleRoutes = {
  adminContacts: route({
    method: 'GET',
    path: '/adminApi/contacts',
    access: 'admin',
    roles: ROLES.contacts,
    summary: 'Contact form messages, newest first; status=failed keeps those whose mail to the operator failed',
    query: contactListQuery,
    response: contactListResponse,
  }),
  adminContactResend: route({
    method: 'POST',
    path: '/adminApi/contacts/:_id/resend',
    access: 'admin',
    roles: ROLES.contacts,
    summary: 'Mails a message whose mail failed to the contact address again and marks it mailed (audited)',
    params: contactIdParams,
    response: contactResendResponse,
  }),
  adminNewsletter: route({
    method: 'GET',
    path: '/adminApi/newsletter',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Newsletter subscribers, newest first',
    query: newsletterListQuery,
    response: newsletterListResponse,
  }),
  adminNewsletterCsv: route({
    method: 'GET',
    path: '/adminApi/newsletter.csv',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Every newsletter subscriber as a text/csv download (email,subscribed_at; UTC), oldest first',
    produces: 'text/csv',
    response: newsletterCsvResponse,
  }),
} as const;
