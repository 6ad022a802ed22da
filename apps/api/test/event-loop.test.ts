import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import {
  type Access,
  allRoutes,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_UPLOAD,
  pathWith,
  ROLE,
  type Role,
  type RouteDef,
  routes,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../src/core/after-response';
import { contentPages, posts } from '../src/db/schema';
import { call, createMember, dataOf, loginToken, operatorToken, signedInMember, useTestApp } from './helper';
import { encodeForm, fileOf, kycForm, sendKyc } from './kyc-kit';
import { loopHoldOf } from './loop-hold-kit';
import { PATHOLOGICAL_UNITS, pathologicalBody } from './markdown-kit';

// No request holds the event loop (docs/product.md#security): while one request is read, parsed and answered, every
// other request waits, /healthz included. The real server listens on a port; a client in a worker thread sends each
// route of the contract the worst body the server reads (64 KB of nested arrays, 64 KB of long strings in the route's
// own fields, a full 5 MB document for the upload) and bodies past the limit it must refuse unread, while this
// thread, the server's, measures how long its event loop was held.

const MAX_DELAY_MS = 100;
/** A request is measured up to this many times and its best run counts: a GC pause or the host's other work is not the request's. */
const ATTEMPTS = 3;

const t = useTestApp();
const tokens: Partial<Record<Access, string>> = {};
const accounts: Partial<Record<Access, { email: string; password: string; role?: Role }>> = {};
let origin: string;

// The client: plain http, one connection per request, the bodies handed over once before any measurement.
const CLIENT = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const bodies = new Map();
parentPort.on('message', (message) => {
  if (message.bytes) {
    bodies.set(message.name, Buffer.from(message.bytes));
    parentPort.postMessage({ id: message.id });
    return;
  }
  const payload = message.body ? bodies.get(message.body) : undefined;
  const started = performance.now();
  let answered = false;
  const answer = (result) => {
    if (answered) return;
    answered = true;
    parentPort.postMessage({ id: message.id, ms: performance.now() - started, ...result });
  };
  const headers = { ...message.headers, ...(payload ? { 'content-length': String(payload.length) } : {}) };
  const request = http.request(message.url, { method: message.method, headers, agent: false }, (response) => {
    response.resume();
    response.on('end', () => answer({ status: response.statusCode }));
    response.on('error', (error) => answer({ status: response.statusCode, error: error.code }));
  });
  // A body refused before it is read is cut off by the server: the refusal may arrive or the socket may reset.
  request.on('error', (error) => answer({ status: 0, error: error.code }));
  request.end(payload);
});
`;

let client: Worker;
let sequence = 0;
const pending = new Map<number, (result: Answer) => void>();

/** The answer's status, and how long it took from the client's side. */
type Answer = { status: number; error?: string; ms: number };

function ask(message: Record<string, unknown>): Promise<Answer> {
  sequence += 1;
  const id = sequence;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    client.postMessage({ id, ...message });
  });
}

interface Probe {
  route: RouteDef;
  /** What is sent, for the report. */
  kind: string;
  body?: string;
  contentType?: string;
  /** The path's ids; random ones (a record nobody has) unless given. */
  params?: Record<string, string>;
}

const histogram = monitorEventLoopDelay({ resolution: 2 });

/** The probe as the client sends it. */
function requestOf(probe: Probe, token = tokens[probe.route.access]) {
  return {
    method: probe.route.method,
    url: `${origin}${pathWith(probe.route.path, probe.params ?? { _id: randomUUID(), id: randomUUID() })}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
    },
    body: probe.body,
  };
}

/** Sends the probe once and answers its status and the longest the event loop was held meanwhile, in ms. */
async function measure(probe: Probe, token = tokens[probe.route.access]) {
  histogram.reset();
  histogram.enable();
  const result = await ask(requestOf(probe, token));
  // One more sample after the answer, so a hold at its very end is counted too.
  await sleep(10);
  histogram.disable();
  return { ...result, delayMs: histogram.max / 1e6 };
}

/** /readyz answers at once while a text is parsed: were the parse on the loop, it would wait seconds. */
const READY_MS = 250;

/** Sends a save and, once it is on its way (the worker parsing its text), asks /readyz; the loop's hold meanwhile. */
function saveWhileReady(probe: Probe, token: string | undefined) {
  return loopHoldOf(async () => {
    const saving = ask(requestOf(probe, token));
    await sleep(300);
    const ready = await ask({ method: 'GET', url: `${origin}/readyz`, headers: {} });
    return { saved: await saving, ready };
  });
}

async function renew(access: Access) {
  const account = accounts[access];
  if (!account) return;
  tokens[access] = access === 'admin' ? await operatorToken(t, account) : await loginToken(t, account);
}

/** The probe's best of ATTEMPTS runs; a session the probe itself ended (a log-out) is renewed first. */
async function bestRun(probe: Probe) {
  let best = { status: 0, delayMs: Number.POSITIVE_INFINITY } as Awaited<ReturnType<typeof measure>>;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    let run = await measure(probe);
    if (run.status === 401 && probe.route.access !== 'public') {
      await renew(probe.route.access);
      run = await measure(probe);
    }
    if (run.delayMs < best.delayMs) best = run;
    if (best.delayMs < MAX_DELAY_MS / 2) break;
  }
  return best;
}

/** The route's own top-level fields, each a long string, together filling the body limit. */
function longStrings(route: RouteDef, limit: number): string {
  const shape = (route.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  // A body of no fields (an empty object the route refuses anything in) gets one unknown field.
  const fields = shape && Object.keys(shape).length > 0 ? Object.keys(shape) : ['x'];
  const frame = JSON.stringify(Object.fromEntries(fields.map((field) => [field, '']))).length;
  const each = Math.floor((limit - frame) / fields.length);
  // Letters, digits and the punctuation field patterns look for, so a pattern has something to chew on.
  const text = 'a1@b.c-d_0x'.repeat(Math.ceil(each / 11)).slice(0, each);
  const body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, text])));
  return body;
}

/** The largest document taken, as the member's page sends it. */
const fullDocument = () =>
  encodeForm(kycForm({}, fileOf('%PDF-1.7\n', KYC_DOCUMENT_MAX_BYTES), 'scan.pdf', 'application/pdf'));

const nestedArrays = (bytes: number) => {
  const depth = Math.floor((bytes - 6) / 2);
  return `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
};

beforeAll(async () => {
  client = new Worker(CLIENT, { eval: true });
  client.on('message', ({ id, ...result }: { id: number } & Answer) => {
    pending.get(id)?.(result);
    pending.delete(id);
  });
  const member = await createMember(t);
  const vendor = await createMember(t, { role: ROLE.vendor });
  const operator = await createMember(t, { role: ROLE.admin });
  accounts.member = member;
  accounts.vendor = vendor;
  accounts.admin = operator;
  for (const access of ['member', 'vendor', 'admin'] as const) await renew(access);
  // A check of theirs waits for review: the full document below is read to its end, checked and then refused (409).
  // A ticket's upload is sent the same document below and refuses it, once read, for the ticket's missing fields.
  for (const route of allRoutes().filter((candidate) => candidate.upload === KYC_UPLOAD)) {
    const sent = await sendKyc(t, { token: tokens[route.access] ?? '', form: kycForm(), route });
    expect(sent.status).toBe(200);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await client?.terminate();
});

describe('the event loop', () => {
  it(`is never held ${MAX_DELAY_MS} ms by one request of any route, whatever body it is sent`, async () => {
    const limit = t.ctx.config.BODY_LIMIT_BYTES;
    const bodies: Record<string, string | Buffer> = {
      nested: nestedArrays(limit),
      // Far past the body limit (and past the 7 MB the identity check once took as JSON): refused unread.
      nestedOver: nestedArrays(6 * 1024 * 1024),
    };
    const probes: Probe[] = [];
    const upload = await fullDocument();
    bodies.upload = upload.payload;
    for (const route of allRoutes()) {
      if (route.method === 'GET') {
        probes.push({ route, kind: 'no body' });
        continue;
      }
      const long = `long:${route.method} ${route.path}`;
      bodies[long] = longStrings(route, limit);
      const json = 'application/json';
      probes.push(
        { route, kind: '64 KB of nested arrays', body: 'nested', contentType: json },
        { route, kind: '64 KB of long strings', body: long, contentType: json },
        { route, kind: '6 MB of nested arrays', body: 'nestedOver', contentType: json },
      );
      if (route.upload) {
        probes.push({
          route,
          kind: 'a 5 MB document, read and refused',
          body: 'upload',
          contentType: upload.contentType,
        });
      }
    }
    for (const [name, body] of Object.entries(bodies)) {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      expect(bytes.length <= limit || name.endsWith('Over') || name === 'upload', name).toBe(true);
      await ask({ name, bytes });
    }

    const held: string[] = [];
    let worst = { probe: '', delayMs: 0 };
    for (const probe of probes) {
      const run = await bestRun(probe);
      const name = `${probe.route.method} ${probe.route.path} with ${probe.kind}`;
      if (run.delayMs > worst.delayMs) worst = { probe: name, delayMs: run.delayMs };
      if (run.delayMs >= MAX_DELAY_MS) held.push(`${name}: ${Math.round(run.delayMs)} ms (status ${run.status})`);
    }
    console.log(`${probes.length} requests; the longest hold: ${worst.delayMs.toFixed(1)} ms, ${worst.probe}`);
    expect(held).toEqual([]);
  });

  // Storing it is the database's work: on PostgreSQL that happens elsewhere; the embedded PGlite runs in this thread,
  // so the document goes in parts of 256 KB, a statement each (db/schema/kyc.ts), and the operator reads it so.
  it('nor by a member storing a full 5 MB document, nor by an operator reading it', async () => {
    const upload = await fullDocument();
    await ask({ name: 'stored', bytes: upload.payload });
    const [route] = allRoutes().filter((candidate) => candidate.upload === KYC_UPLOAD && candidate.access === 'member');
    if (!route) throw new Error('no member upload in the contract');
    let stored = { status: 0, delayMs: Number.POSITIVE_INFINITY };
    let read = { status: 0, delayMs: Number.POSITIVE_INFINITY };
    for (
      let attempt = 0;
      attempt < ATTEMPTS && Math.max(stored.delayMs, read.delayMs) >= MAX_DELAY_MS / 2;
      attempt += 1
    ) {
      const member = await signedInMember(t);
      const store = await measure(
        { route, kind: 'stored', body: 'stored', contentType: upload.contentType },
        member.token,
      );
      expect(store.status).toBe(200);
      if (store.delayMs < stored.delayMs) stored = store;
      const document = await measure({
        route: routes.adminMemberKycDocument,
        kind: 'read',
        params: { _id: member.id },
      });
      expect(document.status).toBe(200);
      if (document.delayMs < read.delayMs) read = document;
    }
    expect(
      { stored: stored.delayMs < MAX_DELAY_MS, read: read.delayMs < MAX_DELAY_MS },
      JSON.stringify({ stored, read }),
    ).toEqual({
      stored: true,
      read: true,
    });
  });

  // An operator's Markdown is parsed when it is saved, in a worker thread under a time limit
  // (docs/decisions/021-markdown-on-save.md): the texts whose parse grows far faster than their length once held a
  // visitor's request 31 s. Saving one holds no request, and the server stays ready while the worker parses it. Each
  // save waits seconds for the worker, long enough for the host's other work to delay the loop without the server
  // holding it: the hold counted is the server thread's own time (loop-hold-kit.ts).
  it('nor by an operator saving a text whose Markdown is slow to parse, and /readyz answers meanwhile', async () => {
    const json = 'application/json';
    const token = tokens.admin;
    const draft = { title: 'A post', summary: 'Its summary.', category: 'Guides', tags: [] };
    const created = await call(t, routes.adminPostCreate, {
      body: { ...draft, slug: 'a-post', body: 'Plain words.' },
      token,
    });
    const postId = dataOf(created)._id;
    const held: string[] = [];
    const answered: string[] = [];
    for (const [index, unit] of PATHOLOGICAL_UNITS.entries()) {
      const body = pathologicalBody(unit);
      const saves: [Probe, object][] = [
        [
          { route: routes.adminSitePageSave, kind: unit },
          { path: '/privacy-policy', title: 'Privacy', body, published: true },
        ],
        [
          { route: routes.adminPostCreate, kind: unit },
          { ...draft, slug: `post-${index}`, body },
        ],
        [
          { route: routes.adminPostUpdate, kind: unit, params: { _id: postId } },
          { ...draft, slug: 'a-post', body },
        ],
      ];
      for (const [probe, payload] of saves) {
        const name = `${probe.route.method} ${probe.route.path} with 50,000 characters of ${JSON.stringify(unit)}`;
        await ask({ name, bytes: Buffer.from(JSON.stringify(payload)) });
        const worst = (run: Awaited<ReturnType<typeof saveWhileReady>>) => Math.max(run.heldMs, run.result.ready.ms);
        let best = await saveWhileReady({ ...probe, body: name, contentType: json }, token);
        for (let attempt = 1; attempt < ATTEMPTS && worst(best) >= MAX_DELAY_MS / 2; attempt += 1) {
          const run = await saveWhileReady({ ...probe, body: name, contentType: json }, token);
          if (worst(run) < worst(best)) best = run;
        }
        const { saved, ready } = best.result;
        answered.push(`${name}: ${saved.status}`);
        const report = `${name}: ${saved.status} in ${Math.round(saved.ms)} ms, held ${best.heldMs.toFixed(1)} ms (loop delay ${best.delayMs.toFixed(1)} ms), /readyz ${ready.status} in ${Math.round(ready.ms)} ms`;
        console.log(report);
        if (best.heldMs >= MAX_DELAY_MS || ready.ms >= READY_MS || ready.status !== 200) held.push(report);
      }
    }
    // Saved within the limit or refused (400, CONTENT_PAGES_MSG.bodyTooComplex: content-pages and posts tests).
    expect(answered.filter((line) => !/: (200|400)$/.test(line))).toEqual([]);
    expect(held).toEqual([]);
  }, 240_000);

  // A database from before trees were stored: its texts show as paragraphs while the worker renders them.
  it('nor by a visitor reading texts saved before their trees were stored, while the worker renders them', async () => {
    const now = t.clock.now();
    await t.ctx.db.delete(contentPages);
    await t.ctx.db.insert(contentPages).values([
      { path: '/privacy-policy', title: 'Privacy', body: pathologicalBody('*_'), updatedAt: now },
      { path: '/terms-of-service', title: 'Terms', body: pathologicalBody('> '), updatedAt: now },
    ]);
    await t.ctx.db.insert(posts).values({
      slug: 'an-older-post',
      title: 'An older post',
      summary: 'From before.',
      body: pathologicalBody('**a'),
      category: 'Guides',
      authorName: 'Operator',
      status: 'published',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      textUpdatedAt: now,
    });
    const reads: Probe[] = [
      { route: routes.sitePages, kind: 'texts without a tree' },
      { route: routes.post, kind: 'a text without a tree', params: { slug: 'an-older-post' } },
    ];
    const held: string[] = [];
    for (const probe of reads) {
      // The first read starts the worker's pass over the older texts: the reads after it run beside that pass.
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const run = await loopHoldOf(() => ask(requestOf(probe)));
        expect(run.result.status, probe.route.path).toBe(200);
        if (run.heldMs >= MAX_DELAY_MS) held.push(`${probe.route.path}: ${Math.round(run.heldMs)} ms`);
      }
    }
    expect(held).toEqual([]);
    await afterResponseSettled();
  }, 120_000);
});
