import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptKeystore } from '../../src/chain/keystore';

// npm run payout:keystore as an operator runs it: a child process that makes a wallet and writes its keystore.

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
let dir: string;
let passphraseFile: string;

const makeKeystore = (out: string, passphrase = passphraseFile) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/payout-keystore.ts', '--out', out], {
    cwd: apiDir,
    env: { ...process.env, PAYOUT_KEYSTORE_PASSWORD_FILE: passphrase },
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'payout-keystore-'));
  passphraseFile = path.join(dir, 'passphrase');
  await writeFile(passphraseFile, 'a long payout passphrase\n', { mode: 0o600 });
});

describe('npm run payout:keystore', () => {
  it('writes a keystore only its owner reads, opened by the passphrase, and prints the address, never the key', async () => {
    const out = path.join(dir, 'payout.json');
    const { stdout, stderr } = await makeKeystore(out);
    const { privateKey, address } = await decryptKeystore(
      JSON.parse(await readFile(out, 'utf8')),
      'a long payout passphrase',
    );
    expect(stdout.trim()).toBe(`payout wallet ${address.toLowerCase()} written to ${out}`);
    expect(`${stdout}${stderr}`).not.toContain(privateKey.slice(2));
    expect((await stat(out)).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('never writes over a file, and refuses a passphrase file others can read', async () => {
    const existing = path.join(dir, 'existing.json');
    await writeFile(existing, 'the only copy of a key', { mode: 0o600 });
    await expect(makeKeystore(existing)).rejects.toMatchObject({
      code: 1,
      stderr: `${existing} exists: choose another file\n`,
    });
    expect(await readFile(existing, 'utf8')).toBe('the only copy of a key');
    const open = path.join(dir, 'open-passphrase');
    await writeFile(open, 'a long payout passphrase\n', { mode: 0o644 });
    await expect(makeKeystore(path.join(dir, 'other.json'), open)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('chmod 600'),
    });
  }, 60_000);
});
