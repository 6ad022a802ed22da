import { describe, expect, it } from 'vitest';
import { prettyLogLine } from './pretty-log';

describe('prettyLogLine', () => {
  it('prints time, level and message, then the other fields as key=value', () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 10, 23, 9, 4, 5),
      pid: 1,
      hostname: 'h',
      msg: 'slow request',
      reqId: 'req-1',
      ms: 1200,
    });
    expect(prettyLogLine(line)).toBe('09:04:05 WARN  slow request reqId=req-1 ms=1200');
  });

  it('puts an error stack under its line', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'failed',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(prettyLogLine(line)).toBe('00:00:00 ERROR failed\n  Error: boom\n      at x');
  });

  it('leaves a line that is not JSON as it is', () => {
    expect(prettyLogLine('plain text')).toBe('plain text');
  });
});
