import { fileURLToPath } from 'node:url';
import type { RouteDef } from '@app/contract';
import { type Plugin, runnerImport } from 'vite';

const MODULE_ID = 'virtual:api-routes';
const RESOLVED_ID = `\0${MODULE_ID}`;
// One module per member route, `virtual:api-routes/<name>`: MODULE_ID re-exports each under its name.
const ROUTE_PREFIX = `${MODULE_ID}/`;
const RESOLVED_ROUTE_PREFIX = `\0${ROUTE_PREFIX}`;
// The operator console's routes: only the console's chunks import this module
// (apps/console/src/kit/api/admin-routes.ts).
const OPERATOR_MODULE_ID = 'virtual:operator-api-routes';
const OPERATOR_RESOLVED_ID = `\0${OPERATOR_MODULE_ID}`;

type Endpoint = Pick<RouteDef, 'method' | 'path' | 'access'>;
/** An operator route also carries the roles that may call it: the console shows each role only what it may use. */
type OperatorEndpoint = Endpoint & Pick<RouteDef, 'roles'>;

function endpoint({ method, path, access }: RouteDef): Endpoint {
  return { method, path, access };
}

function operatorEndpoint(def: RouteDef): OperatorEndpoint {
  return def.roles ? { ...endpoint(def), roles: def.roles } : endpoint(def);
}

// Must agree with `IsOperatorRoute` in src/lib/api-routes.ts, which hides the same routes from the types.
function isOperatorRoute(def: RouteDef): boolean {
  return def.access === 'admin' || def.path.startsWith('/adminApi/');
}

type EndpointTable = Record<string, Endpoint | { member: Endpoint; vendor: Endpoint }>;

interface EndpointTables {
  /** The contract's route table as the member app calls it: no operator routes, no schemas. */
  member: EndpointTable;
  /** The operator's routes alone (sign-in included), for the console's chunks. */
  operator: Record<string, OperatorEndpoint>;
}

async function contractEndpoints(): Promise<EndpointTables> {
  // The contract is TypeScript source that Node cannot import by itself; Vite's module runner can.
  const contractEntry = fileURLToPath(import.meta.resolve('@app/contract'));
  const { module } = await runnerImport<typeof import('@app/contract')>(contractEntry);
  const tables: EndpointTables = { member: {}, operator: {} };
  for (const [name, entry] of Object.entries(module.routes)) {
    if (!('path' in entry)) {
      tables.member[name] = { member: endpoint(entry.member), vendor: endpoint(entry.vendor) };
    } else if (isOperatorRoute(entry)) {
      tables.operator[name] = operatorEndpoint(entry);
    } else {
      tables.member[name] = endpoint(entry);
    }
  }
  return tables;
}

/**
 * `virtual:api-routes`: every member route's method, path and access, read from the contract once per build (or
 * dev server start). Importing the contract's `routes` at runtime would bring every zod schema of the API, and zod
 * with them, into the first chunk that calls the API; the browser only needs the paths (the schemas stay types).
 * Each route is a module of its own that the table re-exports, so a chunk carries only the routes its code calls
 * (`routes.<name>` reads one export): a member page used to load every path of the API for the few it calls.
 * `virtual:operator-api-routes` is the same for the operator's routes, with the roles that may call each, kept apart
 * so no member page carries them.
 */
export function apiRoutes(): Plugin {
  let tables: Promise<EndpointTables> | undefined;
  return {
    name: 'api-routes',
    resolveId(id) {
      if (id === MODULE_ID || id.startsWith(ROUTE_PREFIX)) return `\0${id}`;
      return id === OPERATOR_MODULE_ID ? OPERATOR_RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== OPERATOR_RESOLVED_ID && !id.startsWith(RESOLVED_ROUTE_PREFIX)) return undefined;
      tables ??= contractEndpoints();
      const { member, operator } = await tables;
      if (id === OPERATOR_RESOLVED_ID) return `export const operatorRoutes = ${JSON.stringify(operator)};\n`;
      if (id === RESOLVED_ID) {
        return Object.keys(member)
          .map((name) => `export { default as ${name} } from '${ROUTE_PREFIX}${name}';\n`)
          .join('');
      }
      const name = id.slice(RESOLVED_ROUTE_PREFIX.length);
      const route = Object.hasOwn(member, name) ? member[name] : undefined;
      if (!route) throw new Error(`${ROUTE_PREFIX}${name}: the contract has no member route ${name}`);
      return `export default ${JSON.stringify(route)};\n`;
    },
  };
}
