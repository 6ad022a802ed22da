import { z } from 'zod';
import { messageEnvelope } from './envelope';
import { ROLES } from './operator-roles';
import { KYC_DOCUMENT_MEDIA, route, twins } from './route-def';
import {
  adminTicketAssignBody,
  adminTicketListResponse,
  adminTicketMessageBody,
  adminTicketQuery,
  adminTicketResponse,
  savedRepliesResponse,
  savedReplyBody,
  savedReplyParams,
  savedReplyResponse,
  TICKET_UPLOAD,
  ticketAttachmentParams,
  ticketCreateBody,
  ticketListQuery,
  ticketListResponse,
  ticketMessageBody,
  ticketParams,
  ticketRecordsResponse,
  ticketResponse,
} from './tickets';

// The support desk (docs/product.md#support). A member reaches only their own tickets: another member's answers 404,
// as if it did not exist. Operators read them by role: support and the owner act, finance reads.

const attachmentSummary = 'One attachment of the ticket, as stored, with its media type (never cached, never sniffed)';

export const ticketRoutes = {
  tickets: twins('tickets', {
    method: 'GET',
    summary: "The caller's tickets, the one changed last first, ten a page",
    query: ticketListQuery,
    response: ticketListResponse,
  }),
  ticketCreate: twins('tickets', {
    method: 'POST',
    summary:
      "Opens a ticket: category, subject, message and optionally one of the caller's records ({ kind, _id }); with files, as multipart/form-data (up to 3 JPEG, PNG or PDF of 5 MB, told by their bytes) with `record` as JSON text. At most 5 open tickets and 20 messages an hour",
    body: ticketCreateBody,
    upload: TICKET_UPLOAD,
    response: ticketResponse,
  }),
  ticketRecords: twins('tickets/records', {
    method: 'GET',
    summary: "The caller's records a ticket may be about: their newest deposits, withdrawals, orders and transfers",
    response: ticketRecordsResponse,
  }),
  ticket: twins('tickets/:_id', {
    method: 'GET',
    summary: "One of the caller's tickets with its messages (operators' internal notes left out)",
    params: ticketParams,
    response: ticketResponse,
  }),
  ticketMessage: twins('tickets/:_id/messages', {
    method: 'POST',
    summary:
      "Writes to one of the caller's tickets ({ message }, or multipart/form-data with files); the ticket waits for the platform again. A closed ticket is reopened first",
    params: ticketParams,
    body: ticketMessageBody,
    upload: TICKET_UPLOAD,
    response: ticketResponse,
  }),
  ticketClose: twins('tickets/:_id/close', {
    method: 'POST',
    summary: "Closes one of the caller's tickets",
    params: ticketParams,
    response: ticketResponse,
  }),
  ticketReopen: twins('tickets/:_id/reopen', {
    method: 'POST',
    summary: "Reopens one of the caller's closed tickets, within 14 days of its closing",
    params: ticketParams,
    response: ticketResponse,
  }),
  ticketAttachment: twins('tickets/:_id/attachments/:attachmentId', {
    method: 'GET',
    summary: attachmentSummary,
    params: ticketAttachmentParams,
    produces: KYC_DOCUMENT_MEDIA,
    response: z.string(),
  }),

  adminTickets: route({
    method: 'GET',
    path: '/adminApi/tickets',
    access: 'admin',
    roles: ROLES.ticketReads,
    summary:
      'The support queue: by status (active by default), category and assignee, the longest waiting for the platform first',
    query: adminTicketQuery,
    response: adminTicketListResponse,
  }),
  adminTicket: route({
    method: 'GET',
    path: '/adminApi/tickets/:_id',
    access: 'admin',
    roles: ROLES.ticketReads,
    summary: 'One ticket with every message and note, its member, and the linked record as it stands now',
    params: ticketParams,
    response: adminTicketResponse,
  }),
  adminTicketMessage: route({
    method: 'POST',
    path: '/adminApi/tickets/:_id/messages',
    access: 'admin',
    roles: ROLES.ticketActions,
    summary:
      'Replies to the member (notified and mailed in their language), or with internal: true adds a note only operators see (audited)',
    params: ticketParams,
    body: adminTicketMessageBody,
    response: adminTicketResponse,
  }),
  adminTicketAssign: route({
    method: 'POST',
    path: '/adminApi/tickets/:_id/assign',
    access: 'admin',
    roles: ROLES.ticketActions,
    summary: 'Gives the ticket to an operator who answers tickets (owner or support), or to nobody (audited)',
    params: ticketParams,
    body: adminTicketAssignBody,
    response: adminTicketResponse,
  }),
  adminTicketClose: route({
    method: 'POST',
    path: '/adminApi/tickets/:_id/close',
    access: 'admin',
    roles: ROLES.ticketActions,
    summary: 'Closes the ticket (audited); its member may reopen it within 14 days',
    params: ticketParams,
    response: adminTicketResponse,
  }),
  adminTicketAttachment: route({
    method: 'GET',
    path: '/adminApi/tickets/:_id/attachments/:attachmentId',
    access: 'admin',
    roles: ROLES.ticketReads,
    summary: attachmentSummary,
    params: ticketAttachmentParams,
    produces: KYC_DOCUMENT_MEDIA,
    response: z.string(),
  }),
  adminSavedReplies: route({
    method: 'GET',
    path: '/adminApi/ticketReplies',
    access: 'admin',
    roles: ROLES.ticketReads,
    summary: 'The replies operators saved to reuse, by title, each in English, Spanish and Hindi',
    response: savedRepliesResponse,
  }),
  adminSavedReplyCreate: route({
    method: 'POST',
    path: '/adminApi/ticketReplies',
    access: 'admin',
    roles: ROLES.ticketActions,
    summary: 'Saves a reply to reuse: a title and its text per language (English required) (audited)',
    body: savedReplyBody,
    response: savedReplyResponse,
  }),
  adminSavedReplyUpdate: route({
    method: 'PUT',
    path: '/adminApi/ticketReplies/:_id',
    access: 'admin',
    roles: ROLES.ticketActions,
    summary: 'Replaces a saved reply (audited)',
    params: savedReplyParams,
    body: savedReplyBody,
    response: savedReplyResponse,
  }),
  adminSavedReplyDelete: route({
    method: 'DELETE',
    path: '/adminApi/ticketReplies/:_id',
    access: 'admin',
    roles: ROLES.ticketActions,
    summary: 'Removes a saved reply (audited)',
    params: savedReplyParams,
    response: messageEnvelope,
  }),
} as const;
