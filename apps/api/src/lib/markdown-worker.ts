import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { renderMarkdownTree } from '@app/contract/markdown-render';

// The worker thread of lib/markdown-tree.ts (docs/decisions/021-markdown-on-save.md): says it is loaded, then renders
// each text it is given, one at a time; its owner ends it when a text takes past the time limit.
if (!parentPort) throw new Error('markdown-worker runs as a worker thread');
const port = parentPort;
// It runs at the process's priority: at the lowest, a host whose cores were busy gave a parse of 60 ms too little CPU
// to finish in seconds. Its owner bounds the CPU it takes, one text at a time on one thread.
port.on('message', (markdown: string) => {
  try {
    const rendering = renderMarkdownTree(markdown);
    port.postMessage(rendering.tree ? { json: rendering.json } : { refused: rendering.refused });
  } catch {
    // A text the parser cannot take (its stack, say) is that text's refusal; the worker stays for the next one.
    port.postMessage({ refused: 'failed' });
  }
});
port.postMessage({ ready: true, tid: ownThreadId() });

/** This thread's id in the system (Linux), by which its owner reads the CPU time a render takes. */
function ownThreadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isSafeInteger(tid) ? tid : undefined;
  } catch {
    return undefined;
  }
}
