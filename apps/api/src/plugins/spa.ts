import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isWebPagePath, MSG, WEB_NOT_FOUND_PATH } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerConsoleApp } from './console-app';
import { createFirstHtml, type FirstHtmlSource, hasServerRender } from './first-html';

const API_PREFIXES = ['/publicApi', '/sellerApi', '/vendorApi', '/adminApi', '/dev', '/docs', '/healthz', '/readyz'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

// Written by the web build (apps/web/prerender-plugin.ts): each prerendered path and its HTML file.
const PRERENDERED_MANIFEST = '.vite/prerendered.json';

/** The public pages the build rendered to HTML, by path; none when the build made none. */
function prerenderedPages(distDir: string): [string, string][] {
  const manifestPath = path.join(distDir, PRERENDERED_MANIFEST);
  if (!existsSync(manifestPath)) return [];
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null) throw new Error(`${manifestPath} is not an object`);
  return Object.entries(manifest).map(([route, file]) => {
    if (!route.startsWith('/') || typeof file !== 'string' || !/^[\w.-]+\.html$/.test(file)) {
      throw new Error(`${manifestPath}: ${route} -> ${String(file)} is not a page of the build`);
    }
    return [route, file];
  });
}

// Written by the web build too: the CSP hashes of the inline script the prerendered pages start their scripts with.
const INLINE_SCRIPTS_MANIFEST = '.vite/inline-scripts.json';
const CSP_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** The inline scripts the build's pages carry, as CSP sources; none without a build. Anything else is refused. */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir) return [];
  const manifestPath = path.join(distDir, INLINE_SCRIPTS_MANIFEST);
  if (!existsSync(manifestPath)) return [];
  const hashes: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && CSP_HASH.test(hash))) {
    throw new Error(`${manifestPath} is not a list of 'sha256-...' sources`);
  }
  return hashes;
}

/**
 * Serves the built web app (one origin) with history fallback: a prerendered page answers its own HTML (painted
 * before any script runs), rendered with the current content when the build left its Node render (decision 018),
 * else the build's file; any other GET outside the API at a page of the web app (the contract's list, web-pages.ts)
 * answers the plain index.html, so the SPA shows that page. Every other GET outside the API answers 404 with the
 * not-found page: rendered once as /404 when the build left its render, else the plain index.html, on which the SPA
 * shows its own not-found page (docs/product.md#site). Under /admin the console's own build answers (console-app.ts).
 * Anything else unknown is a 404 in the envelope.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  content?: FirstHtmlSource,
  consoleDistDir?: string,
) {
  const hasDist = Boolean(distDir && existsSync(path.join(distDir, 'index.html')));
  let firstHtml: ReturnType<typeof createFirstHtml> | undefined;
  if (hasDist && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (packages/web-kit/vite/precompress.ts); nothing is compressed per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every name under assets/, so those never change; index.html must.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const pages = new Map(prerenderedPages(distDir));
    firstHtml = content && hasServerRender(distDir) ? createFirstHtml(distDir, content, app.log) : undefined;
    for (const [route, file] of pages) {
      app.get(route, { schema: { hide: true } }, async (request, reply) => {
        if (firstHtml && (await firstHtml(route, request, reply))) return reply;
        return reply.sendFile(file);
      });
    }
    if (!pages.has('/')) app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  }
  const consolePage = await registerConsoleApp(app, consoleDistDir);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (wantsPage && consolePage?.(request, reply)) return reply;
    if (!hasDist || !wantsPage) {
      return reply.code(404).send({ success: false, message: MSG.notFound, code: 'NOT_FOUND' });
    }
    if (isWebPagePath(request.url)) return reply.type('text/html').sendFile('index.html');
    // One page for every unknown path, whatever it is: the not-found page's own render, kept like the others.
    if (firstHtml && (await firstHtml(WEB_NOT_FOUND_PATH, request, reply, { status: 404 }))) return reply;
    return reply.code(404).type('text/html').sendFile('index.html');
  });
}
