import { routes } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { sessionClientOf } from '../sessions/sessions';
import { deleteAddress, getAddressBook, saveAddress, setOnlySaved } from './address-book.service';

/** Who changed the book and from where, for the security activity and its alert. */
function fromRequest(request: FastifyRequest) {
  return { client: sessionClientOf(request), log: request.log };
}

export function registerAddressBookRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.addresses, ({ request }) => getAddressBook(ctx, requireAuth(request).userId));
  addTwinRoutes(app, routes.addressSave, ({ body, request }) =>
    saveAddress(ctx, { userId: requireAuth(request).userId, body, ip: request.ip, from: fromRequest(request) }),
  );
  addTwinRoutes(app, routes.addressDelete, ({ params, request }) =>
    deleteAddress(ctx, { userId: requireAuth(request).userId, id: params._id, ip: request.ip }),
  );
  addTwinRoutes(app, routes.addressOnly, ({ body, request }) =>
    setOnlySaved(ctx, { userId: requireAuth(request).userId, body, ip: request.ip, from: fromRequest(request) }),
  );
}
