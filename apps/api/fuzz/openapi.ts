import type { Access, RouteDef } from '@app/contract';

/** The part of JSON Schema the server's OpenAPI document uses for inputs. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

export interface ParamSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the contract writes it (`/adminApi/deposits/:_id/approve`), the key failures are grouped by. */
  path: string;
  /** As the document writes it (`/adminApi/deposits/{_id}/approve`), the template requests fill. */
  template: string;
  access: Access;
  pathParams: ParamSpec[];
  query: ParamSpec[];
  body?: JsonSchema;
  /** An upload's multipart/form-data body (the contract's `upload`): text fields and binary file fields. */
  form?: JsonSchema;
  /** A file download (the contract's `produces`): its 2xx is that content type, not the JSON envelope. */
  produces?: string;
  /** A member's money write (the contract's `moneyWrite`): 503 MAINTENANCE is its answer while maintenance is on. */
  moneyWrite?: true;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const toContractPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

const FUZZ_METHODS: readonly FuzzRoute['method'][] = ['GET', 'POST', 'PUT', 'DELETE'];

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

// The document says only whether a bearer is needed; the contract says whose. A route the contract does
// not know (a future addition) is guessed from its prefix, so it is still fuzzed with the likely owner.
function accessOf(path: string, operation: OpenApiOperation, contract: Map<string, RouteDef>, method: string): Access {
  const known = contract.get(`${method} ${path}`);
  if (known) return known.access;
  if (!operation.security?.length) return 'public';
  if (path.startsWith('/adminApi/')) return 'admin';
  if (path.startsWith('/vendorApi/')) return 'vendor';
  return 'member';
}

/** Every GET and POST operation of the served document, with its inputs. */
export function routesFromDocument(document: OpenApiDocument, contractRoutes: RouteDef[]): FuzzRoute[] {
  const contract = new Map(contractRoutes.map((route) => [routeKey(route), route]));
  const found: FuzzRoute[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = FUZZ_METHODS.find((known) => known === verb.toUpperCase());
      if (!method) continue;
      const path = toContractPath(template);
      const parameters = operation.parameters ?? [];
      const spec = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            required: Boolean(parameter.required),
            schema: parameter.schema ?? {},
          }));
      found.push({
        method,
        path,
        template,
        access: accessOf(path, operation, contract, method),
        pathParams: spec('path'),
        query: spec('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        form: operation.requestBody?.content?.['multipart/form-data']?.schema,
        produces: contract.get(routeKey({ method, path }))?.produces,
        moneyWrite: contract.get(routeKey({ method, path }))?.moneyWrite,
      });
    }
  }
  return found;
}

/** Contract routes the document does not describe: each is a route the fuzzer would silently skip. */
export function missingFromDocument(documentRoutes: FuzzRoute[], contractRoutes: RouteDef[]): string[] {
  const documented = new Set(documentRoutes.map(routeKey));
  return contractRoutes.map(routeKey).filter((key) => !documented.has(key));
}
