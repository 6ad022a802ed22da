import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNT_KEY, TEST_XPUB } from '../../test/chain/test-xpub';
import { ConfigError, loadConfig, publicUrlWarning } from './env';

function failureOf(source: Record<string, string>): ConfigError {
  try {
    loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('loadConfig', () => {
  it('refuses a PORT that is not a number, naming PORT', () => {
    expect(failureOf({ PORT: 'abc' }).message).toMatch(/- PORT: /);
    expect(failureOf({ PORT: '70000' }).message).toMatch(/- PORT: /);
  });

  it('requires APP_SECRET in production, naming it, and accepts a 32-character one', () => {
    expect(failureOf({ NODE_ENV: 'production' }).message).toMatch(/- APP_SECRET: /);
    expect(failureOf({ NODE_ENV: 'production', APP_SECRET: 'short' }).message).toMatch(/- APP_SECRET: /);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).APP_SECRET).toBe('x'.repeat(32));
  });

  it("refuses a DEPOSIT_XPUB that is not the public key at m/44'/60'/0'/0, and accepts one that is", () => {
    expect(failureOf({ DEPOSIT_XPUB: 'xpub123' }).message).toMatch(/- DEPOSIT_XPUB: must be an extended public key/);
    expect(failureOf({ DEPOSIT_XPUB: TEST_ACCOUNT_KEY.privateExtendedKey }).message).toMatch(
      /- DEPOSIT_XPUB: must be the extended PUBLIC key/,
    );
    expect(loadConfig({ DEPOSIT_XPUB: TEST_XPUB }).DEPOSIT_XPUB).toBe(TEST_XPUB);
    expect(loadConfig({}).DEPOSIT_XPUB).toBeUndefined();
  });

  it('uses the documented defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      isProduction: false,
      PORT: 3000,
      BODY_LIMIT_BYTES: 65_536,
      SESSION_TTL_HOURS: 168,
      OPERATOR_SESSION_TTL_HOURS: 12,
      SEED_DEMO: true,
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('does not seed the demo in production unless asked to', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('accepts only postgres:// or postgresql:// database URLs', () => {
    expect(failureOf({ DATABASE_URL: 'mysql://x' }).message).toMatch(/- DATABASE_URL: /);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe('postgresql://u@h/db');
  });

  it('splits CORS_ORIGINS on commas and lists every bad setting at once', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://a.example , https://b.example,' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    const message = failureOf({ PORT: 'abc', SMTP_URL: 'http://mail', BODY_LIMIT_BYTES: '10' }).message;
    for (const name of ['PORT', 'SMTP_URL', 'BODY_LIMIT_BYTES']) expect(message).toContain(`- ${name}: `);
  });

  it('listens on loopback outside production and on every interface in production, unless HOST says', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    for (const bad of ['true', '0', '10.0.0.0/33', 'proxy.example', '1.2.3']) {
      expect(failureOf({ TRUST_PROXY: bad }).message).toMatch(/- TRUST_PROXY: /);
    }
  });

  it('logs readable lines outside production and JSON in production, unless LOG_FORMAT says otherwise', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(failureOf({ LOG_FORMAT: 'xml' }).message).toMatch(/- LOG_FORMAT: /);
  });

  it('makes mailed links whole with PUBLIC_URL: the local address by default, one form with or without a slash', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://App.Example.com/' }).PUBLIC_URL).toBe('https://app.example.com');
    expect(loadConfig({ PUBLIC_URL: ' http://10.0.0.5:8080 ' }).PUBLIC_URL).toBe('http://10.0.0.5:8080');
  });

  it('refuses a PUBLIC_URL that is not a plain http(s) address, naming it', () => {
    const bad = [
      '',
      'app.example.com',
      'ftp://app.example.com',
      'https://app.example.com/members',
      'https://app.example.com//',
      'https://user:pass@app.example.com',
      'https://app.example.com?ref=1',
      'https://app.example.com#top',
      'https://',
    ];
    for (const value of bad) {
      expect(failureOf({ PUBLIC_URL: value }).message, value).toMatch(
        /- PUBLIC_URL: must be an http:\/\/ or https:\/\//,
      );
    }
  });
});

describe('publicUrlWarning', () => {
  const secret = 'x'.repeat(32);

  it('warns a production start without PUBLIC_URL that mails would link to localhost', () => {
    const env = { NODE_ENV: 'production', APP_SECRET: secret, PORT: '8080' };
    expect(publicUrlWarning(loadConfig(env), env)).toContain('http://localhost:8080');
  });

  it('is quiet when PUBLIC_URL is set, and in development', () => {
    const set = { NODE_ENV: 'production', APP_SECRET: secret, PUBLIC_URL: 'https://app.example.com' };
    expect(publicUrlWarning(loadConfig(set), set)).toBeNull();
    expect(publicUrlWarning(loadConfig({}), {})).toBeNull();
  });
});
