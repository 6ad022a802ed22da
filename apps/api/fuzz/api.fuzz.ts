import { allRoutes, routes as contract } from '@app/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, expectLedgerClean, type TestContext } from '../test/helper';
import { formatSummary, Runner } from './harness';
import { type FuzzRoute, missingFromDocument, type OpenApiDocument, routeKey, routesFromDocument } from './openapi';
import { caseArbitrary, type FuzzCase, stepTwoArbitrary } from './requests';
import { buildWorld } from './world';

// FUZZ_QUICK=1 is the CI size and FUZZ_REQUESTS overrides either. FUZZ_SEED replays a run's choices (the ids and
// codes the server makes still differ). FUZZ_TRACE=<part of a route> prints each request to matching routes.
const QUICK = process.env.FUZZ_QUICK === '1';
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? (QUICK ? 3000 : 20_000));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
// Platform time moves as it would under real traffic: rate-limit windows end, sessions expire and days turn (so
// claims pay again), yet a mailed code still outlives the requests sent right after it.
const FIVE_MINUTES_EVERY = 100;
const A_DAY_EVERY = 2500;
const RESTORE_EVERY = 250;

let t: TestContext;
let routes: FuzzRoute[];

beforeAll(async () => {
  t = await createTestApp();
  const document = await t.app.inject({ method: 'GET', url: '/docs/json' });
  if (document.statusCode !== 200) throw new Error(`GET /docs/json answered ${document.statusCode}`);
  routes = routesFromDocument(document.json() as OpenApiDocument, allRoutes());
});
afterAll(() => t?.close());

it('the served OpenAPI document describes every route of the contract', () => {
  expect(missingFromDocument(routes, allRoutes())).toEqual([]);
});

it(`${REQUESTS} generated requests: no 5xx, every refusal in the envelope with security headers`, async () => {
  const settingsUpdate = routes.find((route) => routeKey(route) === routeKey(contract.adminSettingsUpdate));
  const { sessions, pools, restore } = await buildWorld(t, {
    settingsFields: Object.keys(settingsUpdate?.body?.properties ?? {}),
  });
  const runner = new Runner(t, sessions, pools, routes, process.env.FUZZ_TRACE);
  const byKey = new Map(routes.map((route) => [routeKey(route), route]));
  let sent = 0;
  let visited = 0;
  let order: FuzzRoute[] = [];
  const started = performance.now();
  // An error of the harness itself (a session that cannot be renewed) ends the run with its own message rather
  // than fast-check's dump of the generated case.
  let broken: unknown;
  await fc.assert(
    fc.asyncProperty(fc.gen(), async (g) => {
      if (broken) return;
      try {
        sent += 1;
        if (sent % FIVE_MINUTES_EVERY === 0) t.clock.advanceSeconds(300);
        if (sent % A_DAY_EVERY === 0) t.clock.advanceSeconds(86_400);
        if (sent % RESTORE_EVERY === 0) await restore();
        const followUp = runner.followUps.shift();
        const stepTwo = followUp && byKey.get(followUp.route);
        let fuzzCase: FuzzCase;
        if (followUp && stepTwo) {
          fuzzCase = g(stepTwoArbitrary, stepTwo, followUp.body, pools);
        } else {
          // Round-robin over a fresh shuffle, so even a short run reaches every route, in no fixed order.
          if (visited % routes.length === 0) {
            order = g(fc.shuffledSubarray, routes, { minLength: routes.length, maxLength: routes.length });
          }
          const route = order[visited % routes.length];
          visited += 1;
          if (!route) throw new Error('no route to fuzz');
          fuzzCase = g(caseArbitrary, route, pools);
        }
        await runner.send(fuzzCase);
      } catch (error) {
        broken = error;
      }
    }),
    { seed: SEED, numRuns: REQUESTS, endOnFailure: true },
  );
  if (broken) throw broken;
  const seconds = (performance.now() - started) / 1000;
  if (runner.traced.length) console.log(runner.traced.join('\n'));
  console.log(
    formatSummary(runner.summary, { seed: SEED, mode: QUICK ? 'quick' : 'full', seconds, renewals: sessions.renewals }),
  );
  if (runner.failureCount()) throw new Error(runner.failureReport(SEED));
  expect(runner.summary.sent).toBe(REQUESTS);
});

it('the ledger reconciles after the run', async () => {
  await expectLedgerClean(t);
});
