import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/lib/markdown-tree';
import { threadCpuMs } from '../../../src/lib/thread-cpu';

// The render's time limit counts the worker's CPU (docs/decisions/021-markdown-on-save.md): on a host whose cores are
// all busy a text that parses in tens of milliseconds waits for a core, and a limit on the clock would refuse an
// operator's ordinary page.

const onLinux = process.platform === 'linux';

describe.runIf(onLinux)('the Markdown render limit', () => {
  it("reads a thread's CPU time, which grows while it works and not while it waits", async () => {
    // The main thread's id is the process's.
    const before = threadCpuMs(process.pid) ?? Number.NaN;
    // Busy until the reading has grown by 40 ms: on a busy host 60 ms of the clock can hold 20 ms of this thread's
    // CPU, so the work is measured by what it took, with 5 s of the clock for a reader that never moves.
    const deadline = performance.now() + 5_000;
    let afterWork = before;
    while (afterWork - before < 40 && performance.now() < deadline) afterWork = threadCpuMs(process.pid) ?? Number.NaN;
    expect(afterWork - before).toBeGreaterThanOrEqual(40);
    // Another thread of this process busy meanwhile counts for that thread, not this one. A second of it: starting
    // the thread and the collector's pauses cost this thread some (110 ms once, on a loaded host), never that much.
    const busy = new Worker('const until = Date.now() + 1000; while (Date.now() < until) {}', { eval: true });
    const processBefore = process.cpuUsage();
    await new Promise((resolve) => busy.once('exit', resolve));
    const used = process.cpuUsage(processBefore);
    const mainMs = (threadCpuMs(process.pid) ?? Number.NaN) - afterWork;
    expect(mainMs).toBeLessThan(400);
    // A reader of the whole process would answer about what the process used.
    expect((used.user + used.system) / 1000 - mainMs).toBeGreaterThan(mainMs);
    expect(threadCpuMs(2 ** 31 - 1)).toBeUndefined();
    expect(threadCpuMs(undefined)).toBeUndefined();
  });

  describe('while every core is busy with other work', () => {
    const hogs: Worker[] = [];
    beforeAll(async () => {
      await renderMarkdown('The worker is up.');
      for (let i = 0; i <= availableParallelism(); i++) {
        hogs.push(new Worker('for (;;) {}', { eval: true }));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    afterAll(async () => {
      await Promise.all(hogs.map((hog) => hog.terminate()));
    });

    it('still renders an ordinary long page', { timeout: 30_000 }, async () => {
      const rendered = await renderMarkdown('b'.repeat(50_000));
      expect(rendered.refused).toBeUndefined();
      expect(JSON.stringify(rendered)).toContain('b'.repeat(50_000));
    });
  });
});
