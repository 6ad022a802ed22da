import { existsSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/publicApi', '/sellerApi', '/vendorApi', '/adminApi', '/dev', '/docs', '/healthz', '/readyz'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

/**
 * Serves the built web app (one origin) with history fallback: an unknown GET outside the API answers
 * index.html, so the SPA shows its own 404 page; anything else unknown is a 404 in the envelope.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  const hasDist = Boolean(distDir && existsSync(path.join(distDir, 'index.html')));
  if (hasDist && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/precompress.ts); nothing is compressed per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every name under assets/, so those never change; index.html must.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasDist && wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ success: false, message: MSG.notFound, code: 'NOT_FOUND' });
  });
}
