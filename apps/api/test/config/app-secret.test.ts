import { describe, expect, it } from 'vitest';
import { checkAppSecret, fingerprintOf } from '../../src/config/app-secret';
import { ConfigError } from '../../src/config/env';
import { appSecretFingerprint } from '../../src/db/schema';
import { useTestApp } from '../helper';

// docs/operations.md#replicas: every server on one database keys and seals with one APP_SECRET.

const t = useTestApp();
const first = 'a'.repeat(32);
const second = 'b'.repeat(32);
const stranger = 'c'.repeat(32);

async function recorded() {
  return (await t.ctx.db.select().from(appSecretFingerprint)).map((row) => row.fingerprint);
}

describe('the APP_SECRET check at start', () => {
  it('records nothing on a read-only start, then the first secret a writing server starts with', async () => {
    expect(await checkAppSecret(t.ctx.db, { APP_SECRET: first }, { write: false })).toBe('not-recorded-yet');
    expect(await recorded()).toEqual([]);
    expect(await checkAppSecret(t.ctx.db, { APP_SECRET: first }, { write: true })).toBe('recorded');
    expect(await recorded()).toEqual([fingerprintOf(first)]);
    expect(await checkAppSecret(t.ctx.db, { APP_SECRET: first }, { write: true })).toBe('same');
  });

  it('refuses a server with another secret, and keeps the recorded one', async () => {
    const refused = checkAppSecret(t.ctx.db, { APP_SECRET: stranger }, { write: true });
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toThrow(/APP_SECRET is not the secret the other servers on this database use/);
    await expect(checkAppSecret(t.ctx.db, { APP_SECRET: stranger }, { write: false })).rejects.toThrow(ConfigError);
    expect(await recorded()).toEqual([fingerprintOf(first)]);
  });

  it('takes a rotation (the recorded secret as APP_SECRET_PREVIOUS), then refuses the old secret alone', async () => {
    const rotation = { APP_SECRET: second, APP_SECRET_PREVIOUS: first };
    expect(await checkAppSecret(t.ctx.db, rotation, { write: true })).toBe('rotated');
    expect(await recorded()).toEqual([fingerprintOf(second)]);
    expect(await checkAppSecret(t.ctx.db, rotation, { write: true })).toBe('same');
    await expect(checkAppSecret(t.ctx.db, { APP_SECRET: first }, { write: true })).rejects.toThrow(ConfigError);
  });
});
