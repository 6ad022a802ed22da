import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { log, sleep } from './util';

// The real server as a child process, run and restarted the way a process supervisor would: the built server, as
// production runs it (docs/operations.md). Started from its TypeScript, each start compiled the server again and
// took three times the CPU; on two cores a replica starting after kill -9 starved the one left serving.

const builtOnce = new Set<string>();

/** apps/api/dist from the sources as they are, once per run (esbuild: about a second). */
function buildServer(repoRoot: string) {
  if (builtOnce.has(repoRoot)) return;
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/api/scripts/build.mjs')], {
    cwd: path.join(repoRoot, 'apps/api'),
    stdio: 'ignore',
  });
  builtOnce.add(repoRoot);
}

export interface Exit {
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  tail: string;
}

export class ApiProcess {
  phase: 'down' | 'starting' | 'up' | 'stopping' = 'down';
  /** Starts after the harness killed it on purpose. */
  restartsAfterKill = 0;
  /** Exits nobody asked for: the server died by itself (a database fault must not do that). */
  readonly unexpectedExits: Exit[] = [];
  /** Set when SIGTERM did not end the process within 20 s and it had to be killed. */
  stopTimedOut = false;
  private child: ChildProcess | undefined;
  private tail: string[] = [];
  private readonly logStream: WriteStream;
  private restarting: Promise<void> | undefined;

  constructor(
    private readonly options: { repoRoot: string; env: Record<string, string>; baseUrl: string; logFile: string },
  ) {
    this.logStream = createWriteStream(options.logFile, { flags: 'a' });
  }

  recentOutput(lines = 40): string {
    return this.tail.slice(-lines).join('\n');
  }

  /** The last error headline the process printed (not a JSON log line) and what followed it; a crash dumps objects after it. */
  private crashReport(): string {
    const lines = this.tail;
    for (let index = lines.length - 1; index >= 0; index -= 1) {
      const line = lines[index] ?? '';
      if (!line.startsWith('{') && /\b\w*Error\b|^node:/.test(line)) return lines.slice(index, index + 6).join('\n');
    }
    return this.recentOutput(20);
  }

  private remember(chunk: Buffer) {
    this.logStream.write(chunk);
    // Log lines carry whole stacks; the first few hundred characters say what happened.
    for (const line of chunk.toString().split('\n')) if (line.trim()) this.tail.push(line.slice(0, 400));
    if (this.tail.length > 400) this.tail = this.tail.slice(-200);
  }

  async start(timeoutMs = 120_000) {
    this.phase = 'starting';
    buildServer(this.options.repoRoot);
    const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
      cwd: this.options.repoRoot,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...this.options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => this.remember(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.remember(chunk));
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child !== child || child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the API exited while starting:\n${this.recentOutput(10)}`);
      }
      if (await this.answersHealthz()) {
        this.phase = 'up';
        return;
      }
      await sleep(200);
    }
    throw new Error(`the API did not answer /healthz within ${timeoutMs} ms:\n${this.recentOutput(10)}`);
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (this.child !== child) return;
    this.child = undefined;
    if (this.phase !== 'up') return;
    this.phase = 'down';
    const exit = { at: Date.now(), code, signal, tail: this.crashReport() };
    this.unexpectedExits.push(exit);
    log(`API EXITED BY ITSELF (code ${code}, signal ${signal}); restarting it as a supervisor would`);
    // A supervisor would bring it back; the run goes on so the rest can still be judged.
    this.restarting = this.start().catch((error: Error) => log(`restart after the crash failed: ${error.message}`));
  }

  answersHealthz(): Promise<boolean> {
    return this.answers200('/healthz', 2_000);
  }

  answersReadyz(): Promise<boolean> {
    return this.answers200('/readyz', 5_000);
  }

  private async answers200(path: string, timeoutMs: number): Promise<boolean> {
    try {
      const response = await fetch(`${this.options.baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      return response.status === 200;
    } catch {
      return false;
    }
  }

  private async waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
    if (child.exitCode !== null || child.signalCode !== null) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** kill -9, then started again at once; answers how long it took to answer /healthz again. */
  async killAndRestart(): Promise<number> {
    await this.restarting;
    const child = this.child;
    if (!child?.pid) throw new Error('no API process to kill');
    this.phase = 'down';
    child.kill('SIGKILL');
    await this.waitForExit(child, 10_000);
    const started = Date.now();
    await this.start();
    this.restartsAfterKill += 1;
    return Date.now() - started;
  }

  async stop() {
    await this.restarting;
    const child = this.child;
    this.phase = 'stopping';
    if (child) {
      child.kill('SIGTERM');
      if (!(await this.waitForExit(child, 20_000))) {
        log('the API did not stop within 20 s of SIGTERM; killing it');
        this.stopTimedOut = true;
        child.kill('SIGKILL');
        await this.waitForExit(child, 5_000);
      }
    }
    this.phase = 'down';
    await new Promise<void>((resolve) => this.logStream.end(resolve));
  }
}
