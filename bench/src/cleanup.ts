import { log } from './log';

// What a run has started (server, databases, child processes), undone in reverse order however the run ends:
// normally, on a failure, or on Ctrl-C. A run never leaves a database or a server behind unless asked to.
type Undo = { label: string; undo: () => Promise<void> };
const stack: Undo[] = [];
let running: Promise<void> | null = null;

export function onCleanup(label: string, undo: () => Promise<void>): () => void {
  const entry = { label, undo };
  stack.push(entry);
  return () => {
    const index = stack.indexOf(entry);
    if (index >= 0) stack.splice(index, 1);
  };
}

export function cleanup(): Promise<void> {
  running ??= (async () => {
    while (stack.length > 0) {
      const entry = stack.pop();
      if (!entry) break;
      try {
        await entry.undo();
      } catch (error) {
        log(`cleanup of ${entry.label} failed: ${(error as Error).message}`);
      }
    }
  })();
  return running;
}

export function cleanupOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping and dropping what this run created`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}
