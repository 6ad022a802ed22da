import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isWebPagePath } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the console is served: its own app (apps/console), built with this base (docs/decisions/038-console-app.md). */
export const CONSOLE_BASE = '/admin';

const isConsolePath = (url: string) =>
  url === CONSOLE_BASE || url.startsWith(`${CONSOLE_BASE}/`) || url.startsWith(`${CONSOLE_BASE}?`);

/**
 * Serves the built console under /admin: its hashed files from /admin/assets (kept a year, sent precompressed),
 * and its one page for every other GET under /admin, which the console's router shows (a path it does not know
 * answers 404 with the same page, on which it shows its own not-found page). Without a build, /admin is left to
 * the members' app's handler, as any unknown path. Returns the handler for the not-found hook: true when it answered.
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: `${CONSOLE_BASE}/assets/`,
    // The members' app's registration owns reply.sendFile; the console's page is sent from memory below.
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // A few hundred bytes that change only with a new build, which restarts the server.
  const page = readFileSync(path.join(distDir, 'index.html'));
  const send = (reply: FastifyReply, status: number) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  app.get(CONSOLE_BASE, { schema: { hide: true } }, (_request, reply) => send(reply, 200));
  return (request, reply) => {
    if (!isConsolePath(request.url)) return false;
    send(reply, isWebPagePath(request.url) ? 200 : 404);
    return true;
  };
}
