import { operatorRoutes } from 'virtual:operator-api-routes';
import type { routes as contractRoutes, OperatorRole } from '@app/contract';
import type { EndpointOf, IsOperatorRoute } from '@app/web-kit/lib/api-routes';

type ContractRoutes = typeof contractRoutes;

/** An operator route's endpoint and the roles that may call it (absent on the sign-in's public routes). */
type OperatorEndpoint<E> = EndpointOf<E> & { readonly roles?: readonly OperatorRole[] };

export type OperatorRoutes = {
  [Name in keyof ContractRoutes as IsOperatorRoute<ContractRoutes[Name]> extends true ? Name : never]: OperatorEndpoint<
    ContractRoutes[Name]
  >;
};

/**
 * The operator's routes (sign-in included) for calling them from the console: method, path, access and roles of
 * each, built from the contract at build time (packages/web-kit/vite/api-routes-plugin.ts). Only the console's chunks import this
 * module, so no member page carries an operator path.
 */
export const adminRoutes = operatorRoutes as OperatorRoutes;
