import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { useTestApp } from '../helper';

// A tiny stand-in for apps/web/dist: an index page, one hashed asset with its precompressed copies, and two pages
// the build prerendered with the list the build writes of them.
const HOME = '<!doctype html><div id="root"><h1>home</h1></div>';
const LOGIN = '<!doctype html><div id="root"><h1>log in</h1></div>';
const SHELL = '<!doctype html><title>app</title>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// The build's inline loader, by its CSP hash (apps/web/prerender-plugin.ts).
const LOADER_HASH = `'sha256-${createHash('sha256').update('loader();', 'utf8').digest('base64')}'`;
const t = useTestApp();
let app: App;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'home.html'), HOME);
  await writeFile(path.join(distDir, 'login.html'), LOGIN);
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(
    path.join(distDir, '.vite', 'prerendered.json'),
    JSON.stringify({ '/': 'home.html', '/login': 'login.html' }),
  );
  await writeFile(path.join(distDir, '.vite', 'inline-scripts.json'), JSON.stringify([LOADER_HASH]));
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  app = await buildApp({ ctx: t.ctx, webDistDir: distDir });
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

async function getAsset(url: string, acceptEncoding?: string) {
  return app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('the built web app', () => {
  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const brotli = await getAsset('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect((await getAsset('/assets/index-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await getAsset('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and revalidate the page itself', async () => {
    expect((await getAsset('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/contactForm']) {
      const page = await getAsset(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered page with its own HTML and every other page with the plain shell', async () => {
    const expected: [string, string][] = [
      ['/', HOME],
      ['/login', LOGIN],
      ['/login?next=%2Fmy', LOGIN],
      ['/my', SHELL],
      ['/faq', SHELL],
      ['/Login', SHELL],
    ];
    for (const [url, body] of expected) {
      const page = await getAsset(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(body);
    }
    expect((await getAsset('/login')).headers['cache-control']).toBe('no-cache');
  });

  it("allows the build's inline loader by its hash, and no other inline script", async () => {
    for (const url of ['/', '/my', '/readyz']) {
      const policy = String((await getAsset(url)).headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
      expect(scriptSrc, url).toEqual(["'self'", LOADER_HASH]);
    }
  });

  it('refuses to start on a list of inline scripts that is not hashes', async () => {
    await writeFile(path.join(distDir, '.vite', 'inline-scripts.json'), JSON.stringify(["'unsafe-inline'"]));
    try {
      await expect(buildApp({ ctx: t.ctx, webDistDir: distDir })).rejects.toThrow(/not a list of 'sha256-/);
    } finally {
      await writeFile(path.join(distDir, '.vite', 'inline-scripts.json'), JSON.stringify([LOADER_HASH]));
    }
  });
});

describe('paths the web app has no page at (docs/product.md#site)', () => {
  it("answer 404 with the app's shell, so the SPA shows its not-found page and crawlers see none", async () => {
    for (const url of ['/no-such-page', '/no/such/page', '/FAQ', '/my/extra', '/admin/nothing', '/404', '/x.php']) {
      const page = await getAsset(url);
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toBe(SHELL);
    }
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it("keep 200 on the app's own pages, whatever the router matches: member, console, links with an id", async () => {
    const known = ['/my', '/My/', '/faq', '/search?q=fees', '/withdrawal-cancel/abc', '/admin/members/42', '/admin'];
    for (const url of known) {
      const page = await getAsset(url);
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.body, url).toBe(SHELL);
    }
  });

  it('leave a missing asset a 404 too, and an unknown API path a 404 in the envelope', async () => {
    expect((await getAsset('/assets/index-gone.js')).statusCode).toBe(404);
    const api = await getAsset('/publicApi/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('the not-found page of a build that left its render', () => {
  let rendered: App;
  let renderedDir: string;

  beforeAll(async () => {
    renderedDir = await mkdtemp(path.join(tmpdir(), 'web-dist-render-'));
    await writeFile(path.join(renderedDir, 'index.html'), SHELL);
    await mkdir(path.join(renderedDir, '.vite', 'prerender'), { recursive: true });
    await writeFile(path.join(renderedDir, '.vite', 'prerendered.json'), JSON.stringify({}));
    await writeFile(path.join(renderedDir, 'package.json'), JSON.stringify({ type: 'module' }));
    await writeFile(path.join(renderedDir, '.vite', 'prerender', 'template.html'), '<main>%PAGE%</main>');
    // A stand-in for the web's render: counts its renders and shows the path it was asked for.
    await writeFile(
      path.join(renderedDir, '.vite', 'prerender', 'prerender.js'),
      `export async function renderDocument(template, path) {
        globalThis.standInRenders = (globalThis.standInRenders ?? 0) + 1;
        return { html: template.replace('%PAGE%', 'rendered ' + path), status: 200 };
      }`,
    );
    rendered = await buildApp({ ctx: t.ctx, webDistDir: renderedDir });
  });
  afterAll(async () => {
    await rendered?.close();
    await rm(renderedDir, { recursive: true, force: true });
  });

  it('is rendered once as /404 and answered 404 for every unknown path', async () => {
    const renders = () => (globalThis as { standInRenders?: number }).standInRenders ?? 0;
    const before = renders();
    for (const url of ['/no-such-page', '/another/unknown', '/also-unknown?x=1']) {
      const page = await rendered.inject({ method: 'GET', url });
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.body, url).toBe('<main>rendered /404</main>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    // One page whatever the unknown path: a stream of made-up paths renders nothing more and keeps nothing more.
    expect(renders() - before).toBe(1);
    const known = await rendered.inject({ method: 'GET', url: '/my' });
    expect([known.statusCode, known.body]).toEqual([200, SHELL]);
  });
});

// A stand-in for apps/console/dist: the console's page and one hashed asset under /admin/assets.
describe('the built console, its own app under /admin', () => {
  const CONSOLE = '<!doctype html><title>console</title><div id="root"></div>';
  const CONSOLE_SCRIPT = `console.log(${JSON.stringify('c'.repeat(4000))});`;
  let consoleDir: string;
  let withConsole: App;

  beforeAll(async () => {
    consoleDir = await mkdtemp(path.join(tmpdir(), 'console-dist-'));
    await mkdir(path.join(consoleDir, 'assets'));
    await writeFile(path.join(consoleDir, 'index.html'), CONSOLE);
    await writeFile(path.join(consoleDir, 'assets', 'main-def456.js'), CONSOLE_SCRIPT);
    await writeFile(path.join(consoleDir, 'assets', 'main-def456.js.br'), brotliCompressSync(CONSOLE_SCRIPT));
    withConsole = await buildApp({ ctx: t.ctx, webDistDir: distDir, consoleDistDir: consoleDir });
  });
  afterAll(async () => {
    await withConsole.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  it("answers every console page with the console's own page, never the members' app", async () => {
    for (const url of ['/admin', '/admin/login', '/admin/deposits', '/admin/members/7', '/admin/deposits?status=0']) {
      const page = await withConsole.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(CONSOLE);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await withConsole.inject({ method: 'GET', url: '/login' })).body).toBe(LOGIN);
  });

  it("answers an unknown /admin path 404 with the console's page, which shows its own not-found", async () => {
    const page = await withConsole.inject({ method: 'GET', url: '/admin/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(CONSOLE);
  });

  it('sends its hashed files from /admin/assets, precompressed and kept a year', async () => {
    const script = await withConsole.inject({
      method: 'GET',
      url: '/admin/assets/main-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The members' app's files stay at /assets; the console's are not there.
    expect((await withConsole.inject({ method: 'GET', url: '/assets/main-def456.js' })).statusCode).toBe(404);
  });

  it('leaves the API under /adminApi to the API', async () => {
    const answer = await withConsole.inject({ method: 'GET', url: '/adminApi/no-such-route' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
