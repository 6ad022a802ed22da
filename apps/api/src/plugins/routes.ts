import { Readable } from 'node:stream';
import type { RouteDef } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registerUploadScope } from './uploads';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<R extends RouteDef> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  request: FastifyRequest;
  /** For a route that may answer 202 (`accepted`): the handler sets the status; the body is the envelope still. */
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (
  input: RouteInput<R>,
) => Promise<Omit<z.input<R['response']>, 'success'>>;

/** What the access check reads; an operator route that names no roles would be open to every role, so it stops the start. */
function routeConfig(def: RouteDef) {
  if (def.access === 'admin' && !def.roles?.length)
    throw new Error(`${def.method} ${def.path} names no operator roles`);
  return { access: def.access, roles: def.roles, moneyWrite: def.moneyWrite, ownSignIn: def.ownSignIn };
}

function tagOf(path: string): string {
  return path.split('/')[1] ?? 'other';
}

/** What a kind of route adds to the schema every route has: the media types it takes or gives, its body, its answer. */
interface SchemaAdditions {
  produces?: string[];
  consumes?: string[];
  body?: unknown;
  response?: Record<number, unknown>;
}

/**
 * Registers a route of the contract's table with its access check and the schemas that validate its input and
 * document it at /docs; `answer` makes the reply from the parsed input.
 */
function registerContractRoute<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  additions: SchemaAdditions,
  answer: (input: RouteInput<R>) => Promise<unknown>,
) {
  app.route({
    method: def.method,
    url: def.path,
    config: routeConfig(def),
    schema: {
      summary: def.summary,
      tags: [tagOf(def.path)],
      ...(additions.produces ? { produces: additions.produces } : {}),
      ...(def.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(additions.consumes ? { consumes: additions.consumes } : {}),
      ...(additions.body ? { body: additions.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(additions.response ? { response: additions.response } : {}),
    },
    handler: (request, reply) =>
      answer({
        body: request.body as Parsed<R['body']>,
        query: request.query as Parsed<R['query']>,
        params: request.params as Parsed<R['params']>,
        request,
        reply,
      }),
  });
}

/**
 * Registers a route of the contract's table: its schemas validate the input and document it at /docs. An upload
 * (`upload`) is registered in a scope that reads its multipart/form-data body as a stream (plugins/uploads.ts); its
 * form is then validated by the same body schema, and documented as multipart/form-data.
 */
export function addRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: RouteHandler<R>) {
  if (def.upload) {
    registerUploadScope(app, def.upload, (scope) => addPlainRoute(scope, def, handler));
    return;
  }
  addPlainRoute(app, def, handler);
}

function addPlainRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: RouteHandler<R>) {
  const additions = {
    consumes: def.upload ? ['multipart/form-data'] : undefined,
    body: def.body,
    response: def.accepted ? { 200: def.response, 202: def.response } : { 200: def.response },
  };
  registerContractRoute(app, def, additions, async (input) => ({ success: true, ...(await handler(input)) }));
}

/** Registers both twins (/sellerApi and /vendorApi) of a member call with one handler. */
export function addTwinRoutes<M extends RouteDef, V extends RouteDef>(
  app: FastifyInstance,
  twins: { member: M; vendor: V },
  handler: RouteHandler<M>,
) {
  addRoute(app, twins.member, handler);
  addRoute(app, twins.vendor, handler as unknown as RouteHandler<V>);
}

export type DownloadHandler<R extends RouteDef> = (
  input: RouteInput<R>,
) => Promise<{ fileName: string; body: AsyncIterable<string> }>;

/**
 * Registers a route of the contract's table whose success is a file (`produces`), not the JSON envelope: the
 * same access check, input validation and /docs entry as addRoute, but the body is streamed as it is produced
 * (a large export never sits in memory whole) under Content-Disposition: attachment. Refusals before the first
 * byte (401, 403, 400) are still JSON envelopes.
 */
export function addDownloadRoute<R extends RouteDef & { produces: string }>(
  app: FastifyInstance,
  def: R,
  handler: DownloadHandler<R>,
) {
  registerContractRoute(app, def, { produces: [def.produces] }, async (input) => {
    const file = await handler(input);
    return input.reply
      .header('content-type', `${def.produces}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(file.body));
  });
}

export type FileHandler<R extends RouteDef> = (
  input: RouteInput<R>,
) => Promise<{ fileName: string; mime: string; inline: boolean; content: Uint8Array }>;

/**
 * Registers a route whose success is one stored file of a media type known only per file (an identity document):
 * the same access check and validation as addRoute, the bytes answered with their stored media type, never
 * cached, never sniffed, and sandboxed should a browser open them. Refusals stay JSON envelopes.
 */
export function addFileRoute<R extends RouteDef & { produces: string }>(
  app: FastifyInstance,
  def: R,
  handler: FileHandler<R>,
) {
  registerContractRoute(app, def, { produces: def.produces.split(', ') }, async (input) => {
    const file = await handler(input);
    return input.reply
      .header('content-type', file.mime)
      .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
  });
}
