import { fileURLToPath } from 'node:url';
import type { RouteDef } from '@app/contract';
import { type Plugin, runnerImport } from 'vite';

const MODULE_ID = 'virtual:api-routes';
const RESOLVED_ID = `\0${MODULE_ID}`;

type Endpoint = Pick<RouteDef, 'method' | 'path' | 'access'>;

function endpoint({ method, path, access }: RouteDef): Endpoint {
  return { method, path, access };
}

// Must agree with `IsOperatorRoute` in src/lib/api-routes.ts, which hides the same routes from the types.
function isOperatorRoute(def: RouteDef): boolean {
  return def.access === 'admin' || def.path.startsWith('/adminApi/');
}

type EndpointTable = Record<string, Endpoint | { member: Endpoint; vendor: Endpoint }>;

/** The contract's route table as the member app calls it: no operator routes, no schemas. */
async function memberEndpoints(): Promise<EndpointTable> {
  // The contract is TypeScript source that Node cannot import by itself; Vite's module runner can.
  const contractEntry = fileURLToPath(import.meta.resolve('@app/contract'));
  const { module } = await runnerImport<typeof import('@app/contract')>(contractEntry);
  const table: EndpointTable = {};
  for (const [name, entry] of Object.entries(module.routes)) {
    if ('path' in entry) {
      if (!isOperatorRoute(entry)) table[name] = endpoint(entry);
    } else {
      table[name] = { member: endpoint(entry.member), vendor: endpoint(entry.vendor) };
    }
  }
  return table;
}

/**
 * `virtual:api-routes`: every route's method, path and access, read from the contract once per build (or dev
 * server start). Importing the contract's `routes` at runtime would bring every zod schema of the API, and zod
 * with them, into the first chunk that calls the API; the browser only needs the paths (the schemas stay types).
 */
export function apiRoutes(): Plugin {
  let table: Promise<EndpointTable> | undefined;
  return {
    name: 'api-routes',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      table ??= memberEndpoints();
      return `export const memberRoutes = ${JSON.stringify(await table)};\n`;
    },
  };
}
