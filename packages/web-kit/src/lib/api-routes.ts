import * as memberRoutes from 'virtual:api-routes';
import type { routes as contractRoutes, RouteDef } from '@app/contract';
import type { Endpoint } from './api-client';

type ContractRoutes = typeof contractRoutes;

// The operator console calls its routes from its own chunks (apps/console/src/kit/api/admin-routes.ts); a member
// page never carries them.
export type IsOperatorRoute<E> = E extends { access: 'admin' }
  ? true
  : E extends { path: `/adminApi/${string}` }
    ? true
    : false;

export type EndpointOf<E> = E extends RouteDef
  ? Endpoint<E>
  : { [Twin in keyof E]: E[Twin] extends RouteDef ? Endpoint<E[Twin]> : never };

export type MemberRoutes = {
  [Name in keyof ContractRoutes as IsOperatorRoute<ContractRoutes[Name]> extends true ? never : Name]: EndpointOf<
    ContractRoutes[Name]
  >;
};

/**
 * The contract's routes for calling them from the browser: method, path and access of each, built from the
 * contract at build time (packages/web-kit/vite/api-routes-plugin.ts). Importing the contract's `routes` instead would load every
 * zod schema of the API, and zod with them, with the first page that calls the API. A namespace re-export, never a
 * value: `routes.<name>` then reads one route's module, and a chunk carries only the routes its code calls.
 */
export { memberRoutes as routes };
