import { Worker } from 'node:worker_threads';
import { cleanMarkdownTree, type MarkdownTree } from '@app/contract';
import { threadCpuMs } from './thread-cpu.js';

// An operator's Markdown to the tree the API stores, on save (docs/decisions/021-markdown-on-save.md). Parsing takes
// time that grows faster than the text, so it runs in a worker thread, one text at a time (a core stays for
// requests), and the worker is ended once the time limit passes: a text that needs longer is refused, the server's
// event loop never held. A worker that answered in time takes the next text; one idle for a minute is ended.
// The limit counts the worker's own CPU time where the system tells it (Linux): on a busy host a text that parses in
// 60 ms can wait for a core, which says nothing of the text.

/** The CPU a text may take unless MARKDOWN_RENDER_LIMIT_MS says otherwise. */
export const MARKDOWN_RENDER_LIMIT_MS = 2_000;
/** However little CPU a busy host gave it, a render ends at this many times the CPU it may take. */
const WALL_PER_CPU = 4;
/** Starting a worker (from source, compiling it too) is not the text's time: it has its own, generous, limit. */
const WORKER_START_LIMIT_MS = 30_000;
const WORKER_IDLE_MS = 60_000;
/** A text far past what prose needs must not take the process's memory with it. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

/**
 * Why a text has no tree: it took past the limit, nests too deep, makes too large a tree, or ended the worker (its
 * heap or stack); `unavailable` is the server's own failure, no worker started, and says nothing of the text.
 */
export type MarkdownRefusal = 'timeout' | 'tooDeep' | 'tooLarge' | 'failed' | 'unavailable';
export type RenderedMarkdown = { tree: MarkdownTree; refused?: undefined } | { refused: MarkdownRefusal };

interface WorkerAnswer {
  ready?: true;
  /** The worker thread's id in the system, where it has one to read CPU time by. */
  tid?: number;
  json?: string;
  refused?: 'tooDeep' | 'tooLarge' | 'failed';
}

// The build puts markdown-worker.js beside server.js (scripts/build.mjs), into which this module is bundled. From
// source (tests, `npm run dev`) the worker is TypeScript, imported through tsx's API: a worker takes no loader flag.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(`./markdown-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

function startWorker(): Worker {
  const options = { resourceLimits: WORKER_LIMITS, stdout: false, stderr: false };
  if (!fromSource) return new Worker(workerUrl, options);
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(workerUrl.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}

interface Running {
  worker: Worker;
  /** Whether it loaded in time. */
  ready: Promise<boolean>;
  tid?: number;
  /** Takes the answer to the text being rendered; undefined when the worker ended. */
  onAnswer?: (answer: WorkerAnswer | undefined) => void;
  hasExited?: true;
}

let running: Running | undefined;
let idleTimer: NodeJS.Timeout | undefined;

function spawn(): Running {
  const worker = startWorker();
  // An idle worker never keeps the process alive; a render in progress is held by its time limit's timer.
  worker.unref();
  let loaded: (isReady: boolean) => void = () => undefined;
  const state: Running = { worker, ready: new Promise((resolve) => (loaded = resolve)) };
  const startTimer = setTimeout(() => loaded(false), WORKER_START_LIMIT_MS);
  worker.on('message', (answer: WorkerAnswer) => {
    if (answer.ready) {
      state.tid = answer.tid;
      clearTimeout(startTimer);
      loaded(true);
    } else state.onAnswer?.(answer);
  });
  // A stack or heap past its limits ends the worker with an error, followed by its exit.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    state.hasExited = true;
    clearTimeout(startTimer);
    loaded(false);
    if (running === state) running = undefined;
    state.onAnswer?.(undefined);
  });
  return state;
}

function retire(state: Running) {
  if (running === state) running = undefined;
  void state.worker.terminate();
}

async function renderInWorker(markdown: string, limitMs: number): Promise<RenderedMarkdown> {
  clearTimeout(idleTimer);
  running ??= spawn();
  const state = running;
  if (!(await state.ready)) {
    retire(state);
    return { refused: 'unavailable' };
  }
  const answer = await new Promise<WorkerAnswer | 'timeout' | undefined>((resolve) => {
    const startedAt = performance.now();
    const cpuAtStart = threadCpuMs(state.tid);
    let timer: NodeJS.Timeout;
    const check = () => {
      const cpuUsed =
        cpuAtStart === undefined ? undefined : (threadCpuMs(state.tid) ?? Number.POSITIVE_INFINITY) - cpuAtStart;
      const wallLeft = limitMs * WALL_PER_CPU - (performance.now() - startedAt);
      if (cpuUsed === undefined || cpuUsed >= limitMs || wallLeft <= 0) resolve('timeout');
      else timer = setTimeout(check, Math.min(limitMs - cpuUsed, wallLeft));
    };
    timer = setTimeout(check, limitMs);
    state.onAnswer = (received) => {
      clearTimeout(timer);
      resolve(received);
    };
    if (state.hasExited) state.onAnswer(undefined);
    else state.worker.postMessage(markdown);
  });
  state.onAnswer = undefined;
  if (answer === 'timeout' || answer === undefined) {
    retire(state);
    return { refused: answer ?? 'failed' };
  }
  idleTimer = setTimeout(() => retire(state), WORKER_IDLE_MS).unref();
  // Cleaned again here, in linear time: what is stored holds only the allowed elements, whatever the worker answered.
  if (answer.json !== undefined) return { tree: cleanMarkdownTree(JSON.parse(answer.json)) };
  return { refused: answer.refused ?? 'failed' };
}

let queue: Promise<unknown> = Promise.resolve();

/** The text's tree, or why there is none; renders run one after another, each within `limitMs` once started. */
export function renderMarkdown(markdown: string, options: { limitMs?: number } = {}): Promise<RenderedMarkdown> {
  const rendered = queue.then(() => renderInWorker(markdown, options.limitMs ?? MARKDOWN_RENDER_LIMIT_MS));
  // One render's failure is its caller's alone: the next one still runs.
  queue = rendered.catch(() => undefined);
  return rendered;
}
