import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

// The public pages rendered with the current content (decision 018): the web build leaves its Node render and the
// document template in dist/.vite/prerender (apps/web/prerender-plugin.ts); each page is rendered on its first
// request under a content version and kept, with its compressed copies, until the version changes.

const SERVER_RENDER_DIR = '.vite/prerender';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const FAST_BROTLI = 5;
const brotliAt = (input: Buffer, quality: number) =>
  brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

interface RenderModule {
  renderDocument(template: string, path: string, answers: unknown): Promise<{ html: string; status: number }>;
}

interface RenderedPage {
  version: string;
  status: number;
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface FirstHtmlSource {
  /** Read on every request: changes whenever what the pages show may have changed. */
  version(): Promise<string>;
  /** The API's answers the pages render with, read after the version. */
  answers(): Promise<unknown>;
}

/** Whether the build left the Node render (a stand-in dist, or an older build, has none). */
export function hasServerRender(distDir: string): boolean {
  const dir = path.join(distDir, SERVER_RENDER_DIR);
  return existsSync(path.join(dir, 'prerender.js')) && existsSync(path.join(dir, 'template.html'));
}

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Renders and keeps the prerendered pages. Renders run one at a time: a render gives the page's edits to the web
 * code's own cache (apps/web/src/app/prerender.tsx), and one at a time keeps the machine's cores for requests.
 */
export function createFirstHtml(distDir: string, source: FirstHtmlSource, log: FastifyBaseLogger) {
  const dir = path.join(distDir, SERVER_RENDER_DIR);
  // Read at start, as the CSP's hashes are (spa.ts): the loader in every page is the one the CSP allows.
  const template = readFileSync(path.join(dir, 'template.html'), 'utf8');
  let loaded: Promise<RenderModule> | undefined;
  const load = () => {
    loaded ??= import(/* @vite-ignore */ pathToFileURL(path.join(dir, 'prerender.js')).href) as Promise<RenderModule>;
    return loaded;
  };
  const pages = new Map<string, RenderedPage>();
  const pending = new Map<string, Promise<RenderedPage>>();
  let queue: Promise<unknown> = Promise.resolve();

  async function render(route: string, version: string): Promise<RenderedPage> {
    const module = await load();
    const answers = await source.answers();
    const { html, status } = await module.renderDocument(template, route, answers);
    const plain = Buffer.from(html, 'utf8');
    // Brotli's best takes about 130 ms for a page and its fast level 6 ms, for 10 % more bytes: the request waiting
    // for this render gets the fast copy, the next ones the best (swapped in by pageAt once ready).
    const [br, gz] = await Promise.all([brotliAt(plain, FAST_BROTLI), gzipAsync(plain, { level: 9 })]);
    // Weak: the same page under each of its encodings.
    const etag = `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
    return { version, status, etag, plain, br, gzip: gz };
  }

  /** The page for this version: kept, or rendered once however many requests ask for it at the same time. */
  function pageAt(route: string, version: string): Promise<RenderedPage> {
    const kept = pages.get(route);
    if (kept?.version === version) return Promise.resolve(kept);
    const key = `${route}\n${version}`;
    const running = pending.get(key);
    if (running) return running;
    const started = queue.then(() => render(route, version));
    queue = started.catch(() => undefined);
    pending.set(key, started);
    void started
      .then(async (page) => {
        pages.set(route, page);
        pending.delete(key);
        page.br = await brotliAt(page.plain, constants.BROTLI_MAX_QUALITY);
      })
      .catch(() => pending.delete(key));
    return started;
  }

  /**
   * Answers the page; false when it could not be rendered (logged), so the caller sends the build's file. `status`
   * overrides the page's own: the not-found page stands in for every unknown path, answered 404 (spa.ts).
   */
  return async function send(
    route: string,
    request: FastifyRequest,
    reply: FastifyReply,
    options: { status?: number } = {},
  ): Promise<boolean> {
    let page: RenderedPage;
    try {
      page = await pageAt(route, await source.version());
    } catch (error) {
      log.error({ err: error, route }, 'first HTML: rendering failed, serving the build');
      return false;
    }
    const encoding = encodingFor(request);
    const status = options.status ?? page.status;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (status === 200 && request.headers['if-none-match'] === page.etag) {
      await reply.code(304).send();
      return true;
    }
    if (encoding) reply.header('content-encoding', encoding);
    await reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain);
    return true;
  };
}
