import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeUnstubbedCalls } from './stub-routes';

// A lazy page's first import can take over a second while every test file runs in parallel on two cores: find*
// and waitFor wait up to 3 s before failing (the default 1 s failed a route-guard test once under load).
configure({ asyncUtilTimeout: 3000 });

// Each test file runs in a VM context of its own (docs/decisions/023-test-speed.md), but fetch's Response is Node's:
// its json() would build objects of Node's realm, which react-hook-form takes for new values on every render. Parsed
// here, they belong to the page's realm as in a browser.
Response.prototype.json = async function json(this: Response) {
  return JSON.parse(await this.text());
};

// A React warning or an error a component logs is a defect the screen hides from the member: any
// console.error during a test fails that test, with what was logged.
let logged: unknown[][] = [];

// Gaps of the test DOM, not of the app: browsers know the HTML <search> element, happy-dom does not yet.
const TEST_DOM_GAPS = [/^The tag <%s> is unrecognized in this browser.*search$/];

function isTestDomGap(args: unknown[]) {
  const text = args.map(String).join(' ');
  return TEST_DOM_GAPS.some((gap) => gap.test(text));
}

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!isTestDomGap(args)) logged.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const errors = logged;
  logged = [];
  // A call no stub answers is a route the page uses that the test forgot, or one the contract renamed: the 404
  // it got may still let the test pass, so it fails here.
  const unstubbed = takeUnstubbedCalls();
  const failures = [
    ...(unstubbed.length ? [`No route stub answered these calls:\n${unstubbed.join('\n')}`] : []),
    ...(errors.length
      ? [`console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`]
      : []),
  ];
  if (failures.length) throw new Error(failures.join('\n\n'));
});
