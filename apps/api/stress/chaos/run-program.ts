import { spawn } from 'node:child_process';

/**
 * Runs a program to its end and answers what it printed (stdout and stderr together), or throws with the tail of it.
 * `endsOn: 'exit'` answers as soon as the program exits, not when every process holding its output has: pg_ctl
 * leaves a postmaster behind that must not keep the caller waiting.
 */
export function runProgram(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    runAs?: { uid: number; gid: number };
    timeoutMs: number;
    endsOn?: 'exit' | 'close';
  },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.runAs ?? {}),
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', reject);
    child.once(options.endsOn ?? 'close', (code: number | null) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.trim().slice(-2000)}`));
    });
  });
}
