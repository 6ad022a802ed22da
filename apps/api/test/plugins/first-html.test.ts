import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import {
  CONTENT_BODY_MAX,
  CONTENT_PAGES_MSG,
  emptyMarkdownTree,
  MARKDOWN_TREE_MAX_CHARS,
  plainParagraphsTree,
  ROLE,
  routes,
} from '@app/contract';
import { renderMarkdownTree } from '@app/contract/markdown-render';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { afterResponseSettled } from '../../src/core/after-response';
import { contentPages } from '../../src/db/schema';
import { contentVersion } from '../../src/modules/content/first-html-content';
import { registerSpa } from '../../src/plugins/spa';
import { call, createMember, createPackage, operatorToken, packageCall, useTestApp } from '../helper';
import { loopHoldOf } from '../loop-hold-kit';
import { HOSTILE_BODY, PATHOLOGICAL_UNITS, pathologicalBody } from '../markdown-kit';

// The first HTML of the public pages holds the current content (decision 018): the API renders each prerendered page
// with the database's site-page edits, settings and packages, on the real web build, and renders it again once any
// of them changes.

const run = promisify(execFile);
const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));
const viteBin = path.join(
  path.dirname(createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);
const t = useTestApp();
let web: App;
let distDir: string;
let operator: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'web-first-html-'));
  await run(process.execPath, [viteBin, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webRoot,
  });
  web = await buildApp({ ctx: t.ctx, webDistDir: distDir });
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
}, 240_000);
afterAll(async () => {
  await web?.close();
  await rm(distDir, { recursive: true, force: true });
});

const getPage = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });
/** The JSON block the page carries for hydration. */
function dataOfPage(html: string) {
  const json = /<script type="application\/json" id="prerendered-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no prerendered data');
  return JSON.parse(json) as { path: string; loaderData: Record<string, unknown>; queries?: { queries: unknown[] } };
}
/** The page's markup without its data block (which holds the shipped page beside the edit). */
const markupOf = (html: string) => html.slice(0, html.indexOf('<script type="application/json"'));
/** The page's own content, without the header's and footer's links. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const saveFaq = (body: Record<string, unknown>) =>
  call(t, routes.adminSitePageSave, {
    body: { path: '/faq', title: 'Questions, answered', body: '', published: true, ...body } as never,
    token: operator,
  });

const FAQ_BODY = [
  'Ask us anything.',
  '## How do I open a koalabridge account?',
  'Sign up with your e-mail.',
  '## When are profits paid?',
  'Once per platform day.',
].join('\n\n');

describe('the first HTML of a public page', () => {
  it("holds an operator's published FAQ edit as its accordion, and the same in its data", async () => {
    expect((await saveFaq({ body: FAQ_BODY })).status).toBe(200);
    const page = await getPage('/faq');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    expect(html).toContain('<title>Questions, answered');
    expect(html).toMatch(/<h1[^>]*>Questions, answered<\/h1>/);
    expect(html).toMatch(/<summary[^>]*>How do I open a koalabridge account\?/);
    expect(html).toMatch(/<summary[^>]*>When are profits paid\?/);
    expect(html).toContain('Once per platform day.');
    expect(markupOf(html)).not.toContain('Frequently asked questions');
    const loaded = Object.values(dataOfPage(html).loaderData) as { edit?: { title: string } }[];
    expect(loaded.map((entry) => entry.edit?.title)).toEqual(['Questions, answered']);
  });

  it.each(['/terms-of-service', '/privacy-policy', '/risk-disclosure', '/purchase-guide', '/services-details'])(
    "holds an operator's published edit of %s in its markup, and none of the shipped text",
    async (pagePath) => {
      const shipped = mainOf((await getPage(pagePath)).body);
      const shippedHeading = /<h1[^>]*>([^<]+)<\/h1>/.exec(shipped)?.[1];
      const saved = await call(t, routes.adminSitePageSave, {
        body: {
          path: pagePath,
          title: 'Rewritten by the operator',
          body: '## Section one\n\nLyrebird clause.',
          published: true,
        },
        token: operator,
      });
      expect(saved.status).toBe(200);
      const page = await getPage(pagePath);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<h1[^>]*>Rewritten by the operator<\/h1>/);
      expect(page.body).toContain('Lyrebird clause.');
      expect(shippedHeading).toBeTruthy();
      expect(mainOf(page.body)).not.toContain(`>${shippedHeading}<`);
      await call(t, routes.adminSitePageRevert, { query: { path: pagePath }, token: operator });
    },
  );

  it('answers an unpublished page with 404 and the 404 page, and the edited text again once republished', async () => {
    expect((await saveFaq({ body: FAQ_BODY, published: false })).status).toBe(200);
    const hidden = await getPage('/faq');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(markupOf(hidden.body)).not.toContain('koalabridge');
    expect(dataOfPage(hidden.body).path).toBe('/faq');
    expect((await saveFaq({ body: FAQ_BODY.replace('koalabridge', 'wombatgate') })).status).toBe(200);
    const shown = await getPage('/faq');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('How do I open a wombatgate account?');
  });

  it('shows the shipped page again once the edit is reverted', async () => {
    const reverted = await call(t, routes.adminSitePageRevert, { query: { path: '/faq' }, token: operator });
    expect(reverted.status).toBe(200);
    const page = await getPage('/faq');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/);
    expect(markupOf(page.body)).not.toContain('wombatgate');
  });

  it("names the company as the settings do, in the markup and in the page's queries", async () => {
    const saved = await call(t, routes.adminSettingsUpdate, {
      body: { companyName: 'Harbour Quokka Trust' },
      token: operator,
    });
    expect(saved.status).toBe(200);
    for (const url of ['/', '/contactForm', '/login']) {
      const html = (await getPage(url)).body;
      expect(html, url).toContain('Harbour Quokka Trust');
      expect(JSON.stringify(dataOfPage(html).queries), url).toContain('Harbour Quokka Trust');
    }
  });

  it('lists a package created or changed since in the shop and on the home page', async () => {
    const id = await createPackage(t, operator, { title: 'Platypus Growth', price: 250, yield: 1, maturity: 30 });
    for (const url of ['/shop', '/home-1']) {
      const html = (await getPage(url)).body;
      expect(html, url).toMatch(/<h3[^>]*>Platypus Growth<\/h3>/);
      expect(html, url).not.toContain('aria-label="Loading the packages"');
    }
    const renamed = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: id },
      body: { title: 'Platypus Income' },
      token: operator,
    });
    expect(renamed.status).toBe(200);
    const shop = (await getPage('/shop')).body;
    expect(shop).toMatch(/<h3[^>]*>Platypus Income<\/h3>/);
    expect(shop).not.toContain('Platypus Growth');
  });

  it('renders a page once per content version: the same bytes, compressed, and a 304 for the same ETag', async () => {
    const version = await contentVersion(t.ctx.db);
    const first = await getPage('/shop', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['cache-control']).toBe('no-cache');
    const plain = await getPage('/shop');
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await getPage('/shop', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    expect((await getPage('/shop', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(await contentVersion(t.ctx.db)).toBe(version);
    // A change of any table the pages read is a new version, whatever the clock says.
    await call(t, routes.adminSettingsUpdate, { body: { companyName: 'Harbour Quokka Trust' }, token: operator });
    expect(await contentVersion(t.ctx.db)).not.toBe(version);
  });

  it('carries no inline script but the loader the CSP allows by its hash', async () => {
    const page = await getPage('/faq');
    const scriptSrc = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSrc).toHaveLength(2);
    const inline = [...page.body.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>([^<]*)<\/script>/g)];
    expect(inline.map((match) => match[1])).toEqual([' type="module"']);
  });

  it("serves the build's file, rendered without the database, when the content cannot be read", async () => {
    const bare = Fastify({ logger: false });
    await registerSpa(bare, distDir, {
      version: () => Promise.reject(new Error('database down')),
      answers: () => Promise.resolve({}),
    });
    try {
      const page = await bare.inject({ method: 'GET', url: '/faq' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/);
      // Without the server's queries the browser renders the page afresh instead of hydrating it (app/mount.tsx).
      expect(dataOfPage(page.body).queries).toBeUndefined();
    } finally {
      await bare.close();
    }
  });

  it("renders an edit's stored tree: no raw HTML, no script link", async () => {
    const saved = await call(t, routes.adminSitePageSave, {
      body: { path: '/privacy-policy', title: 'Privacy', body: HOSTILE_BODY, published: true },
      token: operator,
    });
    expect(saved.status).toBe(200);
    const main = mainOf((await getPage('/privacy-policy')).body);
    expect(main).toContain('Read <a');
    expect(main).not.toMatch(/<script|<img|<b>|onerror|onclick|javascript:|example\.test/);
    await call(t, routes.adminSitePageRevert, { query: { path: '/privacy-policy' }, token: operator });
  });
});

// The page renders the tree stored when its text was saved (docs/decisions/021-markdown-on-save.md): Markdown that
// took a visitor's request 31 s to parse is refused on save, in the worker, and the largest tree a save may store, or
// the paragraphs of a text from before trees were stored, render without holding other requests.
describe("the first HTML of a page with an operator's text", () => {
  const MAX_DELAY_MS = 100;
  const ATTEMPTS = 3;
  const PRIVACY = '/privacy-policy';

  /** How long the event loop was held while the page was rendered afresh after `change` and answered. */
  async function heldBy(change: () => Promise<unknown>) {
    let best = { heldMs: Number.POSITIVE_INFINITY, delayMs: 0, status: 0, ms: 0 };
    // A new content version each time, so each run renders the page afresh; its best run counts, as in
    // event-loop.test.ts: a GC pause or the host's other work is not the page's (loop-hold-kit.ts).
    for (let attempt = 0; attempt < ATTEMPTS && best.heldMs >= MAX_DELAY_MS / 2; attempt += 1) {
      await change();
      const started = performance.now();
      const run = await loopHoldOf(async () => {
        const page = await getPage(PRIVACY);
        return { status: page.statusCode, ms: performance.now() - started };
      });
      if (run.heldMs < best.heldMs) best = { heldMs: run.heldMs, delayMs: run.delayMs, ...run.result };
    }
    return best;
  }

  /** The largest text of prose a save stores: as many paragraphs of links and emphasis as the tree's limit takes. */
  function largestProse() {
    const paragraph = 'A line with **bold words**, _a little emphasis_, `code` and [a link](/faq).\n\n';
    const one = renderMarkdownTree(paragraph);
    if (!one.tree) throw new Error('a paragraph of prose was refused');
    const root = JSON.stringify(emptyMarkdownTree()).length;
    // Each paragraph adds its element and a comma to the tree's JSON.
    const each = one.json.length - root + 1;
    let count = Math.min(
      Math.floor(CONTENT_BODY_MAX / paragraph.length),
      Math.floor((MARKDOWN_TREE_MAX_CHARS - root) / each),
    );
    while (!renderMarkdownTree(paragraph.repeat(count)).tree) count -= 1;
    return paragraph.repeat(count);
  }

  /** A new content version, another page's edit changing, so the page is rendered again. */
  async function touchContent() {
    await t.ctx.db.delete(contentPages).where(eq(contentPages.path, '/risk-disclosure'));
    const tree = plainParagraphsTree(`Risks, as of ${performance.now()}.`);
    await t.ctx.db
      .insert(contentPages)
      .values({ path: '/risk-disclosure', title: 'Risks', body: 'Risks.', tree, updatedAt: t.clock.now() });
  }

  const save = (body: string) =>
    call(t, routes.adminSitePageSave, {
      body: { path: PRIVACY, title: 'Privacy, rewritten', body, published: true },
      token: operator,
    });

  it('refuses the Markdown slow to parse, and answers the page at once meanwhile and after', async () => {
    await getPage(PRIVACY);
    for (const unit of PATHOLOGICAL_UNITS) {
      const [refused, page] = await Promise.all([
        save(pathologicalBody(unit)),
        sleep(300).then(() => getPage(PRIVACY)),
      ]);
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: CONTENT_PAGES_MSG.bodyTooComplex,
      });
      expect(page.statusCode).toBe(200);
    }
    // Nothing was stored: the page is the shipped one, rendered afresh under each new content version.
    const run = await heldBy(touchContent);
    expect(run.status).toBe(200);
    expect(run.heldMs, JSON.stringify(run)).toBeLessThan(MAX_DELAY_MS);
  }, 120_000);

  it('renders the largest tree a save stores without holding the event loop', async () => {
    const body = largestProse();
    expect((await save(body)).status).toBe(200);
    let saves = 0;
    const run = await heldBy(async () => {
      saves += 1;
      if (saves > 1) expect((await save(body)).status).toBe(200);
    });
    expect(run.status).toBe(200);
    console.log(`the largest stored tree (${body.length} characters of text): ${JSON.stringify(run)}`);
    expect(run.heldMs, JSON.stringify(run)).toBeLessThan(MAX_DELAY_MS);
  }, 120_000);

  it.each([
    ['slow to parse', pathologicalBody('*_')],
    ['of thousands of short paragraphs', 'A short line.\n\n'.repeat(Math.floor(CONTENT_BODY_MAX / 15))],
  ])(
    'renders a text from before trees were stored, %s, as its paragraphs at once, the worker trying it meanwhile',
    async (_kind, body) => {
      const run = await heldBy(async () => {
        await t.ctx.db.delete(contentPages);
        await t.ctx.db.insert(contentPages).values({ path: PRIVACY, title: 'Privacy', body, updatedAt: t.clock.now() });
      });
      expect(run.status).toBe(200);
      expect(run.heldMs, JSON.stringify(run)).toBeLessThan(MAX_DELAY_MS);
      await afterResponseSettled();
      // Too complex to render within the limits: kept as its paragraphs, 200 at most, so it renders at once too.
      const [stored] = await t.ctx.db.select().from(contentPages);
      expect(stored?.tree).toEqual(plainParagraphsTree(body));
      expect(stored?.tree?.children.length).toBeLessThanOrEqual(200);
    },
    120_000,
  );
});
