import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, readOutbox } from './mailer';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the outbox', () => {
  it('never shows a reader half a message: a message being written is not listed', async () => {
    const mailer = createOutboxMailer({ dir });
    await writeFile(path.join(dir, '9999-being-written.json.partial'), '{"to": "half@exa');
    const reads: Promise<unknown>[] = [];
    const sends = Array.from({ length: 40 }, (_, index) => {
      reads.push(readOutbox({ dir, limit: 1000 }));
      return mailer.send({ to: `reader${index}@example.test`, subject: 'Code', text: 'x'.repeat(50_000) });
    });
    await Promise.all([...sends, ...reads]);
    const listed = await readOutbox({ dir, limit: 1000 });
    expect(listed).toHaveLength(40);
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([
      '9999-being-written.json.partial',
    ]);
  });
});
