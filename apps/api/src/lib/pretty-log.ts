import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// pino's own fields, shown in the line's head rather than repeated as key=value.
const HEAD_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 19);
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One pino JSON line as a person reads it: `12:04:05 WARN message key=value`, the error's stack below. */
export function prettyLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const error = (entry.err ?? entry.error) as { stack?: string } | undefined;
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD_KEYS.has(key) && key !== 'err' && key !== 'error')
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const head = [clock(entry.time), level.padEnd(5), String(entry.msg ?? ''), ...fields].join(' ');
  return error?.stack ? `${head}\n  ${error.stack.replaceAll('\n', '\n  ')}` : head;
}

/**
 * The development log: the same records, redaction and levels as production's JSON, printed readably so the
 * start-up banner and a warning stand out.
 */
export function prettyLogStream(target: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) target.write(`${prettyLogLine(line)}\n`);
      done();
    },
  });
}
