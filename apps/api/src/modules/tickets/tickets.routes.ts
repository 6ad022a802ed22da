// The support desk (docs/product.md#support): the member's tickets (twins) and the console's queue and saved replies.
import { routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor, requireAuth } from '../../plugins/auth';
import { addFileRoute, addRoute, addTwinRoutes } from '../../plugins/routes';
import { deleteReply, readSavedReplies, saveReply } from './saved-replies.service';
import { readAttachment } from './ticket-files';
import {
  closeOwnTicket,
  listTicketRecords,
  listTickets,
  openTicket,
  readOwnAttachment,
  readTicket,
  reopenOwnTicket,
  writeToTicket,
} from './tickets.service';
import {
  assignTicket,
  closeConsoleTicket,
  listTicketQueue,
  readConsoleTicket,
  writeConsoleMessage,
} from './tickets-console.service';

export function registerTicketRoutes(app: FastifyInstance, ctx: AppContext) {
  const member = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;
  addTwinRoutes(app, routes.tickets, ({ query, request }) =>
    listTickets(ctx, { userId: member(request), page: query.page }),
  );
  addTwinRoutes(app, routes.ticketCreate, ({ body, request }) => openTicket(ctx, { userId: member(request), body }));
  addTwinRoutes(app, routes.ticketRecords, ({ request }) => listTicketRecords(ctx, member(request)));
  addTwinRoutes(app, routes.ticket, ({ params, request }) =>
    readTicket(ctx, { userId: member(request), id: params._id }),
  );
  addTwinRoutes(app, routes.ticketMessage, ({ params, body, request }) =>
    writeToTicket(ctx, { userId: member(request), id: params._id, body }),
  );
  addTwinRoutes(app, routes.ticketClose, ({ params, request }) =>
    closeOwnTicket(ctx, { userId: member(request), id: params._id }),
  );
  addTwinRoutes(app, routes.ticketReopen, ({ params, request }) =>
    reopenOwnTicket(ctx, { userId: member(request), id: params._id }),
  );
  for (const def of [routes.ticketAttachment.member, routes.ticketAttachment.vendor]) {
    addFileRoute(app, def, ({ params, request }) =>
      readOwnAttachment(ctx, { userId: member(request), id: params._id, attachmentId: params.attachmentId }),
    );
  }

  addRoute(app, routes.adminTickets, ({ query, request }) =>
    listTicketQueue(ctx, { ...query, selfId: requireAuth(request).userId }),
  );
  addRoute(app, routes.adminTicket, ({ params }) => readConsoleTicket(ctx, params._id));
  addRoute(app, routes.adminTicketMessage, ({ params, body, request }) =>
    writeConsoleMessage(ctx, { ...requireActor(request), id: params._id, body }),
  );
  addRoute(app, routes.adminTicketAssign, ({ params, body, request }) =>
    assignTicket(ctx, { ...requireActor(request), id: params._id, body }),
  );
  addRoute(app, routes.adminTicketClose, ({ params, request }) =>
    closeConsoleTicket(ctx, { ...requireActor(request), id: params._id }),
  );
  addFileRoute(app, routes.adminTicketAttachment, ({ params }) =>
    readAttachment(ctx.db, { ticketId: params._id, attachmentId: params.attachmentId, memberView: false }),
  );
  addRoute(app, routes.adminSavedReplies, () => readSavedReplies(ctx));
  addRoute(app, routes.adminSavedReplyCreate, ({ body, request }) =>
    saveReply(ctx, { ...requireActor(request), body }),
  );
  addRoute(app, routes.adminSavedReplyUpdate, ({ params, body, request }) =>
    saveReply(ctx, { ...requireActor(request), id: params._id, body }),
  );
  addRoute(app, routes.adminSavedReplyDelete, ({ params, request }) =>
    deleteReply(ctx, { ...requireActor(request), id: params._id }),
  );
}
